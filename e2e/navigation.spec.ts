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

/** The path of every request the page makes from now on, in order. */
function recordRequestPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The key of every localStorage read the page makes from its first script on (each store reads its state so). */
async function recordStorageReads(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const keys: string[] = [];
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === localStorage) keys.push(key);
      return getItem.call(this, key);
    };
    Object.assign(window, { storageReads: keys });
  });
  return () => page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
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

// The owner's dashboard is the heaviest page to open (every order, product and conversation): its link fetches the
// page's data and scripts while the page the owner is on sits idle. Shoppers never see the link, nor fetch any of it.
test("the owner's Admin link fetches the dashboard while the page is idle, so opening it asks for none of it again", async ({ page }) => {
  await seedStorage(page, adminStorage);
  const dashboardData = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/__next.admin.__PAGE__.txt', { timeout: 10_000 });
  await page.goto('/');
  const dashboardChunks = [...(await (await dashboardData).text()).matchAll(/\/_next\/static\/chunks\/[^/"]+\.js/g)].map(([path]) => path);
  expect(dashboardChunks.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');

  const requested = recordRequestPaths(page);
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('tablist', { name: 'Manage the shop' })).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/admin') || dashboardChunks.includes(path))).toEqual([]);
});

// Checking every stored order is most of what opening the dashboard does before its first frame.
test("the owner's pages read the stored orders while idle, before the dashboard is opened", async ({ page }) => {
  await seedStorage(page, adminStorage);
  const storageReads = await recordStorageReads(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeAttached();
  await expect.poll(storageReads).toContain('orders');
});

test("a shopper's pages fetch nothing of the owner's dashboard, nor read the stored orders", async ({ page }) => {
  const requested = recordRequestPaths(page);
  const storageReads = await recordStorageReads(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Past the page's own idle work too, which the owner's reading ahead would be part of.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
  expect(await storageReads()).not.toContain('orders');
});
