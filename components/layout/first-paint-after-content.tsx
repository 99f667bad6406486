import { FOOTER_ID } from './footer-id';

/**
 * On a slow line a page paints while its HTML is still arriving, from the moment the parser reaches <main>
 * (app/layout.tsx). A page renders this to hold its first paint until the parser reaches the element with this id
 * (Chromium lets it paint once that element has begun), so everything before it shows at once. React places the
 * link in the page's <head>.
 */
export function FirstPaintAfter({ id }: { id: string }) {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}

/**
 * For a short page whose content would move as the rest of it arrives (a centred button whose label is cut in the
 * middle grows from its centre): its first paint waits for the footer and shows the content whole.
 */
export function FirstPaintAfterContent() {
  return <FirstPaintAfter id={FOOTER_ID} />;
}
