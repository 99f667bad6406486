import { PHONE, expect, layoutShifts, seedStorage, shiftsWhenHtmlPausesIn, sidewaysOverflow, test, waitForHydration } from './fixtures';
import { ada, sessionStorageFor } from './account-data';
import { adminStorage } from './admin-credential';

const footerLinks = [
  '/products', '/custom', '/about', '/contact', '/shipping', '/faq',
  '/returns', '/warranty', '/care', '/support', '/privacy', '/terms',
];

test('the header has the main links, search, cart and login', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'About', 'Products', 'Custom Orders', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.getByRole('link', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/products\?focus=search$/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
});

test('the footer has the twelve links, two social links in a new tab, and © 2025', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of footerLinks) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const social = footer.locator('a[target="_blank"]');
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText('© 2025');
});

// These pages draw their content in the browser, in place of a placeholder of another height (a signed-out /admin
// goes on to its sign-in page). The footer below stayed on screen and moved with it: 0.02-0.27 before.
test('pages drawn in the browser do not move the footer as their content arrives', async ({ page }) => {
  for (const size of [PHONE, { width: 1366, height: 900 }]) {
    await page.setViewportSize(size);
    for (const path of ['/login', '/checkout', '/dashboard', '/order-confirmation?id=none', '/admin', '/product?id=1']) {
      await test.step(`${path} at ${size.width} px`, async () => {
        await page.goto(path);
        await waitForHydration(page);
        if (path === '/admin') await page.waitForURL('**/admin/login');
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/products', '/product/1']) {
    test(`${path} does not shift while its photos wait for hydration and then fail to the placeholder`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Every blocked photo on the screen has become the placeholder (the lazy ones further down wait).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('main img')).every((img) => img.getBoundingClientRect().top > innerHeight),
      );
      const shift = (await layoutShifts(page)).reduce((sum, { score }) => sum + score, 0);
      expect(shift).toBeLessThanOrEqual(0.02); // issue 10's CLS budget
    });
  }

  test('the mobile menu opens, works by keyboard, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
  });
});

test('an unknown page shows the shop-styled not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
});

// Their centred words moved as the rest of their line arrived: the not-found page's heading, the sign-in pages' links
// and lead text, and /login's 'New here?' as its button's label came (0.0027 in a CI run, with no pause added);
// /admin's 'Checking admin access' (0.0029), and a product's name in its breadcrumb trail, which jumped to a line of
// its own as the rest of it came (0.008).
// On a laptop the home page's hero words, centred on the photo's height, moved when the photo came after them
// (0.0031), and a catalogue card's price and button moved as the taller cards of its row arrived (0.0010).
// /faq's topic counts, centred on their line, were only their padding tall until their digits came, and dropped into
// place (0.00003); the HTML stops just before the first count's digits. /contact's address, written in pieces, moved a
// line down as its postal code arrived (0.0079): it is one line of text now, the HTML stopped before the postal code.
const LAPTOP = { width: 1350, height: 940 };
for (const [path, text, heading, size] of [
  ['/no-such-page', 'find that page', "We couldn't find that page", PHONE],
  ['/admin/login', 'Back to the shop', 'Admin Sign In', PHONE],
  ['/login', 'keep your details for checkout', 'Sign in', PHONE],
  ['/login', 'Create an account', 'Sign in', PHONE],
  ['/admin', 'Checking admin access', 'Admin Sign In', PHONE],
  ['/product/1', 'Edge-Grain Hardwood Cutting Board</span>', 'Edge-Grain Hardwood Cutting Board', PHONE],
  ['/', 'every day, for a lifetime', 'Wooden goods made to be used every day, for a lifetime', LAPTOP],
  ['/products', 'Add to Cart<', 'Shop our handcrafted goods', LAPTOP],
  ['/faq', 'e">17</span></label>', 'Frequently Asked Questions', PHONE],
  ['/contact', 'ta T9V', 'Contact Us', PHONE],
] as const) {
  const device = size === PHONE ? 'a phone' : 'a laptop';
  test(`${path} does not move on ${device} while it is still arriving (its HTML stops in '${text}')`, async ({ page, baseURL }) => {
    await page.setViewportSize(size);
    expect(await shiftsWhenHtmlPausesIn(page, baseURL!, path, text)).toEqual([]);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });
}

// The header at its widest (a signed-in shopper whose first name fills the room it is given, and the owner's /admin
// link beside the cart), at tablet and laptop widths: the main links join the header bar from 1024 px, and the menu
// button holds them below that. Edges are measured against the page's width, which a classic scrollbar narrows.
test('the header fits from 640 to 1280 px: nothing scrolls sideways and every control in it is on screen', async ({ page }) => {
  await seedStorage(page, { ...sessionStorageFor({ ...ada, firstName: 'Maximilian-Alexander' }), ...adminStorage });
  await page.goto('/products');
  await waitForHydration(page);
  // The account menu and the admin link arrive with their stores, after hydration, in place of Login and nothing:
  // the controls are measured once they are in, not while one replaces another.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Admin' })).toBeVisible();
  for (const width of [640, 768, 820, 1023, 1024, 1100, 1279, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible({ visible: width >= 1024 });
      const overflow = await sidewaysOverflow(page);
      expect.soft(overflow, `the page is ${overflow}px wider than the window`).toBeLessThanOrEqual(0);
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      for (const control of await page.getByRole('banner').locator('a:visible, button:visible').all()) {
        const box = await control.boundingBox();
        const label = (await control.innerText()) || (await control.getAttribute('aria-label'));
        expect.soft(box && box.x + box.width, `${label} ends past the page's edge`).toBeLessThanOrEqual(pageWidth);
      }
    });
  }
});
