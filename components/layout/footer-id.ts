/**
 * The footer's id, which a page can wait for before its first paint (first-paint-after-content.tsx). It lives apart
 * from footer.tsx because client components import that module: importing the footer would send its links to the
 * browser with them.
 */
export const FOOTER_ID = 'site-footer';
