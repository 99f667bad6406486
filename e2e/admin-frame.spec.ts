// /admin and its sign-in stand on their own (issue 84): a bar of their own with the shop's name, one click back to the
// shop, and on the dashboard the owner's name and Logout; none of the shopper's navigation, cart, footer or chat bubble.
import type { Page } from '@playwright/test';
import { PHONE, REFLOW_WIDTH, coveredOrOffScreen, expect, seedStorage, test, waitForHydration } from './fixtures';
import { adminStorage } from './admin-credential';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { site } from '@/content/site';

const LAPTOP = { width: 1366, height: 900 };

/** The shop's name, as its link reads at any width (the short name on a phone). */
const shopName = new RegExp(site.shortName);

/** Nothing of the shopper's frame is on the page: its navigation, search, cart, sign-in, footer and chat bubble. */
async function expectNoShopperFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Search products' })).toHaveCount(0);
  await expect(page.locator('a[href="/cart"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Open support chat/ })).toHaveCount(0);
}

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("/admin/login has the admin's own bar: the shop's name, back to the shop in one click", async ({ page }) => {
      await page.goto('/admin/login');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCount(1);
      await expectNoShopperFrame(page);
      await banner.getByRole('link', { name: shopName }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: /^Open support chat/ })).toBeVisible();
    });

    test("/admin has the owner's name and Logout in its bar, and the shop one click away, still signed in", async ({ page }) => {
      await seedStorage(page, adminStorage);
      await page.goto('/admin');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCount(1);
      await expect(banner.getByText(messages.adminName)).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expectNoShopperFrame(page);

      await banner.getByRole('link', { name: shopName }).click();
      await expect(page).toHaveURL(/\/$/);
      // Still the owner in the shop: its header leads back to the dashboard (in the menu on a phone).
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    });
  });
}

test("Logout in the dashboard's bar signs the owner out and goes to the shop", async ({ page }) => {
  await seedStorage(page, adminStorage);
  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// Each width from the smallest phone (or a desktop zoomed to 400 %) to a laptop: every Edit and Delete of the products
// table, reached by the keyboard, is on screen and nothing covers it.
test("the dashboard's actions are on screen and uncovered when focused, from 320 to 1366 px", async ({ page }) => {
  test.setTimeout(60_000);
  await seedStorage(page, adminStorage);
  await page.goto('/admin');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  for (const width of [REFLOW_WIDTH, PHONE.width, 390, 768, 1024, 1280, LAPTOP.width]) {
    await page.setViewportSize({ width, height: width < 700 ? 740 : 800 });
    for (const name of [`Edit ${seedProducts[0].name}`, `Delete ${seedProducts.at(-1)!.name}`, 'Add Product']) {
      const button = page.getByRole('button', { name });
      await button.blur();
      await page.evaluate(() => window.scrollTo(0, 0));
      await button.focus();
      expect.soft(await coveredOrOffScreen(button), `${name} at ${width} px`).toEqual([]);
    }
  }
});
