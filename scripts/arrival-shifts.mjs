// Finds what moves while a page is still arriving. On a slow line a page paints while its HTML is still coming, and a
// line that is only half there can be laid out differently once it is whole. For each page of the built site (out/),
// on a phone, this stops the HTML at the start of each text in the page in turn, lets the rest come 300 ms later, and
// lists every layout shift seen. e2e/layout.spec.ts then keeps each one found fixed, stopping the HTML at that point.
// Slow (about 0.8 s a stop, 25 minutes for the default pages), so it is a tool for changes to the pages' markup,
// not part of `npm test`.
// Usage: npm run build, then node scripts/arrival-shifts.mjs [--width 375] [/contact /faq ...]
import { chromium } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { layoutShifts } from './layout-shifts.mjs';
import { startPausingProxy } from './pausing-proxy.mjs';
import { startStaticHost } from './static-host.mjs';

const DEFAULT_PAGES = ['/', '/products', '/product/1', '/cart', '/checkout', '/contact', '/about', '/custom', '/faq',
  '/support', '/shipping', '/care', '/login', '/account', '/no-such-page'];
const PAUSE_MS = 300;

const args = process.argv.slice(2);
const widthAt = args.indexOf('--width');
const width = widthAt === -1 ? 375 : Number(args.splice(widthAt, 2)[1]);
const pages = args.length ? args : DEFAULT_PAGES;

const site = await startStaticHost('out', 0);
const siteUrl = `http://127.0.0.1:${site.address().port}`;
const pausing = await startPausingProxy(siteUrl);

/** Where each text in the page's body begins, up to the end of its footer. */
function textStarts(html) {
  const from = html.indexOf('<body');
  const to = html.indexOf('</footer>');
  return [...html.slice(from, to === -1 ? undefined : to).matchAll(/>(?=[^<\s])/g)].map((match) => from + match.index + 1);
}

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: TEST_CHROMIUM_ARGS });
let found = 0;
try {
  for (const path of pages) {
    const html = await (await fetch(siteUrl + path)).text();
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    const shifts = [];
    const stops = textStarts(html);
    for (const at of stops) {
      pausing.pause(path, () => at, PAUSE_MS);
      const page = await context.newPage();
      await page.goto(pausing.url + path, { waitUntil: 'load' });
      const seen = await layoutShifts(page, PAUSE_MS);
      await page.close();
      if (seen.length) {
        shifts.push({ stoppedAt: `${html.slice(Math.max(0, at - 40), at)}|${html.slice(at, at + 20)}`, shifts: seen });
      }
    }
    await context.close();
    found += shifts.length;
    console.log(`${path}: ${stops.length} stops, ${shifts.length} with a layout shift`);
    for (const shift of shifts) console.log(JSON.stringify(shift, null, 2));
  }
} finally {
  await browser.close();
  pausing.close();
  site.close();
}
process.exitCode = found ? 1 : 0;
