import type { Page } from '@playwright/test';
import { PHONE, expect, expectNoAxeViolations, seedStorage, shiftsWhenHtmlPausesIn, test, waitForHydration } from './fixtures';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { cherry, engraving, seed } from '@/test-support/products';
import { cartStorage, customisedBoard } from './cart-data';
import { summaryValue } from './locators';

const board = seed('1');
const stand = seed('2');
const spiceRack = seed('8');

const lines = (page: Page) => page.getByTestId('cart-line');

test('an empty cart says so, as a heading a screen reader can jump to, and links to the products', async ({ page }) => {
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: messages.cartEmpty })).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("an empty cart does not move on a phone while its page is still arriving", async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  // The centred button grew from its centre as its label arrived.
  expect(await shiftsWhenHtmlPausesIn(page, baseURL!, '/cart', 'Browse products')).toEqual([]);
  await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
});

test.describe('before the scripts have run', () => {
  // No script file arrives: what shows is the static page and the small pre-paint script inline in it.
  test.beforeEach(async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
  });

  test('a first visit already says the cart is empty', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText(messages.cartEmpty)).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
  });

  test('a cart with lines keeps its loading skeleton rather than claim to be empty', async ({ page }) => {
    await seedStorage(page, cartStorage([customisedBoard(1)]));
    await page.goto('/cart');
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByText(messages.cartEmpty)).toBeHidden();
  });
});

test('two differently engraved boards are two lines: quantity and Remove act on one line only', async ({ page }) => {
  await seedStorage(page, cartStorage([customisedBoard(1, 'Smith'), customisedBoard(2, 'Jones')]));
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  const smith = lines(page).filter({ hasText: 'Smith' });
  const jones = lines(page).filter({ hasText: 'Jones' });
  await smith.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(smith.getByRole('spinbutton')).toHaveValue('2');
  await expect(jones.getByRole('spinbutton')).toHaveValue('2');
  await expect(smith.getByTestId('line-total')).toContainText('$260.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  // From the keyboard: at 1, − is marked unavailable and keeps the focus (a disabled button would drop it to the page).
  await jones.getByRole('button', { name: /^Decrease quantity/ }).focus();
  await page.keyboard.press('Enter');
  await expect(jones.getByRole('spinbutton')).toHaveValue('1');
  await expect(jones.getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled();
  await expect(jones.getByRole('button', { name: /^Decrease quantity/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(jones.getByRole('spinbutton')).toHaveValue('1');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await jones.getByRole('button', { name: /^Remove/ }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText('Smith');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'removed from your cart' })).toBeAttached();
  await expect(summaryValue(page, 'subtotal')).toHaveText('$260.00');

  await page.reload();
  await waitForHydration(page);
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('typing a quantity applies it, and 0 removes the line when the field is left', async ({ page }) => {
  await seedStorage(page, cartStorage([{ productId: stand.id, quantity: 1, customizations: [] }, customisedBoard(1)]));
  await page.goto('/cart');
  await waitForHydration(page);
  const standLine = lines(page).filter({ hasText: stand.name });
  const quantity = standLine.getByRole('spinbutton', { name: `Quantity of ${stand.name}` });
  await quantity.fill('3');
  await expect(standLine.getByTestId('line-total')).toContainText('$102.00');
  await quantity.fill('0');
  await expect(lines(page)).toHaveCount(2);
  await quantity.press('Tab');
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('prices come from the catalogue, not from what the cart stored', async ({ page }) => {
  // A tampered line: cherry claims −$60 and the engraving $0. Product 1 is also repriced to $70 in the catalogue.
  const tampered = {
    productId: '1',
    quantity: 1,
    customizations: [{ ...cherry, priceAdjustment: -60 }, { ...engraving('Smith'), priceAdjustment: 0 }],
  };
  const catalogue = seedProducts.map((p) => (p.id === '1' ? { ...p, price: 70 } : p));
  await seedStorage(page, { ...cartStorage([tampered]), catalogue: { state: { products: catalogue }, version: 1 } });
  await page.goto('/cart');
  await waitForHydration(page);
  const line = lines(page).first();
  await expect(line).toContainText('Black cherry (+$25.00)');
  await expect(line).toContainText('Smith (+$25.00)');
  await expect(line.getByTestId('line-total')).toContainText('$120.00');
  await expect(summaryValue(page, 'subtotal')).toHaveText('$120.00');
});

test('a deleted or out-of-stock product is shown as unavailable, left out of the totals, and can be removed', async ({ page }) => {
  await seedStorage(
    page,
    cartStorage([
      { productId: stand.id, quantity: 1, customizations: [] },
      { productId: spiceRack.id, quantity: 2, customizations: [] },
      { productId: 'retired-42', quantity: 1, customizations: [] },
    ]),
  );
  await page.goto('/cart');
  await waitForHydration(page);
  const unavailable = page.getByTestId('unavailable-line');
  await expect(unavailable).toHaveCount(2);
  await expect(unavailable.filter({ hasText: spiceRack.name })).toContainText(messages.outOfStock);
  await expect(unavailable.filter({ hasText: 'Item no longer available' })).toContainText('no longer sold');
  await expect(summaryValue(page, 'subtotal')).toHaveText('$34.00');
  await expect(page.getByText('Subtotal (1 item)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Each removal is saved before the line goes: wait for it, then remove the other line by name.
  await unavailable.filter({ hasText: spiceRack.name }).getByRole('button', { name: /^Remove/ }).click();
  await expect(unavailable).toHaveCount(1);
  await unavailable.filter({ hasText: 'Item no longer available' }).getByRole('button', { name: /^Remove/ }).click();
  await expect(unavailable).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
});

test('the shipping estimate follows the country, counting base prices toward the free threshold', async ({ page }) => {
  // Product 1 at $65 base, $130 customised: 4 of them are $520 customised but $260 at base prices.
  await seedStorage(page, cartStorage([customisedBoard(4)]));
  await page.goto('/cart');
  await waitForHydration(page);
  const country = page.getByLabel('Shipping to');
  await expect(country).toHaveValue('Canada');
  await expect(summaryValue(page, 'shipping')).toHaveText('$66.00'); // 15 + 3 × (18 − 1)
  await expect(page.getByTestId('free-shipping-hint')).toContainText('$240.00 to go');
  await country.selectOption('Other');
  await expect(summaryValue(page, 'shipping')).toHaveText('$137.00'); // 35 + 6 × 17
  await expect(page.getByTestId('free-shipping-hint')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'contact us' })).toBeVisible();
});

test('has no axe violations with items in the cart, and when empty', async ({ page }) => {
  await seedStorage(page, cartStorage([customisedBoard(2), { productId: stand.id, quantity: 1, customizations: [] }]));
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).first()).toContainText(board.name);
  await expectNoAxeViolations(page);
  // One line at a time: a second click before the first line has gone would land on the line being removed.
  for (const left of [1, 0]) {
    await lines(page).first().getByRole('button', { name: /^Remove/ }).click();
    await expect(lines(page)).toHaveCount(left);
  }
  await expect(page.getByText(messages.cartEmpty)).toBeVisible();
  await expectNoAxeViolations(page);
});
