// Screenshots pages of the built site at phone and desktop widths, as a shopper would see them offline.
// Usage: node scripts/screenshots.mjs [--port 4300] [--out reports/screens] / /products ...
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const port = Number(option('--port', 4300));
const outDir = option('--out', 'reports/screens');
const routes = args.length ? args : ['/'];
const widths = [375, 1366];

mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const executablePath = findChromium();
const browser = await chromium.launch({ executablePath: executablePath ?? undefined, args: CHROMIUM_ARGS });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
    await context.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
      // Catalogue cards are drawn only near the window (content-visibility: auto); a full-page shot shows them all.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('body *')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
      });
      await page.waitForTimeout(300);
      const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      const file = `${outDir}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
