/**
 * The footer's id, which a page can wait for before its first paint (first-paint-after-content.tsx). It lives apart
 * from footer.tsx so that a client component can take it (or FirstPaintAfter) without sending the footer's links to
 * the browser.
 */
export const FOOTER_ID = 'site-footer';
