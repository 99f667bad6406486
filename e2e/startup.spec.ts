import type { Response } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';
import { expect, test, waitForHydration } from './fixtures';

// On a first visit each page paints styled from its HTML alone: it carries its stylesheet in its <head>
// (next.config.mjs), so no round trip for a stylesheet comes first. And the build marks the chunks each page runs at
// startup so Chromium compiles them off the main thread (scripts/compile-hints.mjs); a build that skipped the step
// would pass every other test and only be slower. One load of each page checks both.
for (const path of ['/', '/products', '/product/1', '/cart', '/faq', '/contact']) {
  test(`${path} is styled by its HTML alone, and every script chunk it loads at startup carries the compile hint`, async ({ page }) => {
    const stylesheets: string[] = [];
    await page.route('**/*.css', (route) => {
      stylesheets.push(route.request().url());
      return route.abort();
    });
    const chunks: Response[] = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname)) chunks.push(response);
    });
    await page.goto(path);
    await waitForHydration(page);

    expect(stylesheets).toEqual([]);
    // Tailwind's `flex` on <body> (app/layout.tsx); without the stylesheet it would be the browser's `block`.
    await expect(page.locator('body')).toHaveCSS('display', 'flex');

    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect.soft((await chunk.text()).startsWith(COMPILE_HINT), chunk.url()).toBe(true);
    }
  });
}

// The page's data for React would repeat the stylesheet's text twice more; the build empties those copies
// (scripts/inline-css-once.mjs), since React adopts the <style> already in the page.
test('the stylesheet is in the page once, stays after hydration, and styles a page reached by a link', async ({ page }) => {
  const response = await page.goto('/faq');
  const html = await response!.text();
  expect(html.split('@layer properties').length - 1).toBe(1);
  await waitForHydration(page);

  const stylesheet = page.locator('style[data-href]');
  await expect(stylesheet).toHaveCount(1);
  expect((await stylesheet.textContent())!.length).toBeGreaterThan(10_000);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact/);
  await expect(stylesheet).toHaveCount(1);
  expect((await stylesheet.textContent())!.length).toBeGreaterThan(10_000);
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCSS('display', 'inline-flex');
});
