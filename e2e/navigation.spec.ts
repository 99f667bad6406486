import type { Page } from '@playwright/test';
import { adminStorage } from './admin-credential';
import { expect, seedStorage, test, waitForHydration } from './fixtures';

/** Counts each script chunk the page requests from now on. */
function countChunkRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/_next\/static\/chunks\/[^/]+\.js$/.test(pathname)) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

test("following the shop's own links stays in the page, and a new tab gets a real address", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  const about = page.getByRole('banner').getByRole('link', { name: 'About' });
  await expect(about).toHaveAttribute('href', '/about');
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

// A link followed in the page loads the new page's chunks; each must be downloaded once, not once by the bundler's
// loader and again by React (scripts/async-chunk-scripts.mjs).
test('following a link to a product downloads each of its script chunks once', async ({ page }) => {
  await page.goto('/products');
  await waitForHydration(page);
  const counts = countChunkRequests(page);
  const card = page.getByTestId('product-grid').getByRole('heading', { level: 2 }).first();
  const name = (await card.textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  expect(counts.size).toBeGreaterThan(0);
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
});

test('opening the dashboard from the header downloads each of its script chunks once', async ({ page }) => {
  await seedStorage(page, adminStorage);
  await page.goto('/');
  const counts = countChunkRequests(page);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('tablist', { name: 'Manage the shop' })).toBeVisible();

  expect(counts.size).toBeGreaterThan(0);
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
});
