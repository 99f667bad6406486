// A shopper who uses only the keyboard: from the home page to a placed order and on to their orders, with a
// visible focus indicator on every stop and a skip link to the content.
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { seedProducts } from '@/content/products';

const tray = seedProducts.find((p) => p.id === '4')!;

/** Whether the focused element shows a focus indicator (an outline or a ring). */
async function focusIsVisible(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: true, what: 'body' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return { ok: outline || ring, what: el.outerHTML.slice(0, 120) };
  });
}

/** Presses Tab until `target` has focus, checking the focus indicator at every stop on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusIsVisible(page);
    expect(focus.ok, `no visible focus indicator on ${focus.what}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('from the home page to a placed order and the orders tab, by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForHydration(page);

  // The first Tab stop is the skip link, visible when focused; it moves focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Shop Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await waitForHydration(page);

  await tabTo(page, page.getByTestId('product-grid').getByRole('link', { name: tray.name }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: tray.name })).toBeVisible();
  await waitForHydration(page);

  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Cart/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await waitForHydration(page);

  await tabTo(page, page.getByRole('link', { name: 'Proceed to checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await waitForHydration(page);

  await typeInto(page, page.getByLabel('Email address'), 'kim@example.com');
  await typeInto(page, page.getByLabel('First name'), 'Kim');
  await typeInto(page, page.getByLabel('Last name'), 'Keys');
  await typeInto(page, page.getByLabel('Street address'), '12 Main Street');
  await typeInto(page, page.getByLabel('City'), 'Missoula');
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('Montana');
  await expect(page.getByLabel('State')).toHaveValue('MT');
  await typeInto(page, page.getByLabel('ZIP code'), '59801');
  await typeInto(page, page.getByLabel('Name on card'), 'Kim Keys');
  await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await typeInto(page, page.getByLabel('Expiry date (MM/YY)'), `12/${nextYear}`);
  await typeInto(page, page.getByLabel('Security code (CVV)'), '123');
  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByRole('main')).toContainText(tray.name);

  await tabTo(page, page.getByRole('link', { name: 'View your orders' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?tab=orders/);
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText(tray.name);
});

test('walked backwards from the footer, every stop stays clear of the sticky header (WCAG 2.4.11)', async ({ page }) => {
  for (const width of [1366, 375]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
      await page.goto('/product/2');
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link').last().focus();
      for (let stop = 0; stop < 30; stop++) {
        await page.keyboard.press('Shift+Tab');
        const underHeader = await page.evaluate(() => {
          const focused = document.activeElement;
          const header = document.querySelector('body > div header, header');
          if (!focused || focused === document.body || !header || header.contains(focused)) return null;
          return focused.getBoundingClientRect().top < header.getBoundingClientRect().bottom ? focused.outerHTML.slice(0, 120) : null;
        });
        expect(underHeader, `stop ${stop} is under the header`).toBeNull();
      }
    });
  }
});
