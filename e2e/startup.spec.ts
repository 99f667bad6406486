import type { Response } from '@playwright/test';
import { COMPILE_HINT } from '@/scripts/compile-hints.mjs';
import { PHOTOS_WAIT_ATTRIBUTE } from '@/lib/prepaint';
import { expect, PHONE, test, waitForHydration } from './fixtures';

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

// On a phone the browser starts the next cards' photos while they are still below the fold, and on a slow line they
// shared it with the first photo, the page's largest paint. They now wait until it is in (lib/prepaint.ts,
// photosWaitScript), keeping their place so nothing moves when they come.
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
for (const path of ['/', '/products']) {
  test(`${path} on a phone: the photos below the first start only once it has arrived, and hold their place`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const requested: string[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('https://images.unsplash.com/**', async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      if (requested.length > 1) return route.abort('blockedbyclient');
      await arrived;
      return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
    });
    // The page's load event waits for the first photo, which this test holds.
    await page.goto(path, { waitUntil: 'commit' });
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const first = page.locator('img[fetchpriority="high"]');
    expect(requested).toEqual([new URL((await first.getAttribute('src'))!).pathname]);
    await expect(page.locator('html')).toHaveAttribute(PHOTOS_WAIT_ATTRIBUTE, '');
    const nextCard = page.getByRole('article').filter({ has: page.locator('img[loading="lazy"]') }).first();
    expect((await nextCard.locator('img').locator('..').boundingBox())!.height).toBeGreaterThan(100);
    const nextName = page.getByRole('heading', { name: await nextCard.getByRole('heading').innerText(), exact: true });
    const nameWhileWaiting = await nextName.boundingBox();

    arrive();
    await expect.poll(() => requested.length).toBeGreaterThan(1);
    await expect(page.locator('html')).not.toHaveAttribute(PHOTOS_WAIT_ATTRIBUTE);
    await expect(first).toHaveJSProperty('complete', true);
    expect(await nextName.boundingBox()).toEqual(nameWhileWaiting);
  });
}
