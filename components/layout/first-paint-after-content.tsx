import { FOOTER_ID } from './footer';

/**
 * On a slow line a page paints while its HTML is still arriving, from the moment the parser reaches <main>
 * (app/layout.tsx). Where content would move as the rest of it arrives (a centred button whose label is cut in the
 * middle grows from its centre), a short page renders this too, so its first paint waits for the footer and shows
 * the content whole. React places the link in the page's <head>.
 */
export function FirstPaintAfterContent() {
  return <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />;
}
