// Issue 84 items 4-6: what the shopper chose carries to checkout, Add to Cart is in view on the product page, and a
// press before the page's scripts have arrived is never lost to a reload.
import type { Page } from '@playwright/test';
import { expect, holdScripts, seedStorage, test, waitForHydration } from './fixtures';
import { cartLineCopy } from '@/content/cart-line';
import { productPageCopy } from '@/content/product-page';
import { cartStorage } from './cart-data';
import { summaryValue } from './locators';

/** Product 1, the $65 board (4.5 lbs), without options. */
const plainBoard = cartStorage([{ productId: '1', quantity: 1, customizations: [] }]);

test.describe('the shipping country chosen carries forward', () => {
  test('Canada chosen in the cart opens checkout with Canada and the same total', async ({ page }) => {
    await seedStorage(page, plainBoard);
    await page.goto('/cart');
    await waitForHydration(page);
    const country = page.getByLabel('Shipping to');
    await country.selectOption('United States');
    await expect(summaryValue(page, 'total')).toHaveText('$109.20'); // 65 + 25 + 4 × 3.5 + 8 %
    await country.selectOption('Canada');
    await expect(summaryValue(page, 'total')).toHaveText('$95.70'); // 65 + 15 + 3 × 3.5 + 8 %

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Country')).toHaveValue('Canada');
    await expect(summaryValue(page, 'total')).toHaveText('$95.70');

    // Back in the cart, the choice is still there.
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByLabel('Shipping to')).toHaveValue('Canada');
  });

  test("the product estimate's country is the cart's and checkout's", async ({ page }) => {
    await page.goto('/product/1');
    await waitForHydration(page);
    await page.getByLabel(productPageCopy.shipTo).selectOption('United States');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByLabel('Shipping to')).toHaveValue('United States');
    await expect(summaryValue(page, 'total')).toHaveText('$109.20');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page.getByLabel('Country')).toHaveValue('United States');
    await expect(summaryValue(page, 'total')).toHaveText('$109.20');

    // Canada chosen at checkout is the cart's and the product page's next time.
    await page.getByLabel('Country').selectOption('Canada');
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByLabel('Shipping to')).toHaveValue('Canada');
    await page.goto('/product/1');
    await waitForHydration(page);
    await expect(page.getByLabel(productPageCopy.shipTo)).toHaveValue('Canada');
    await page.getByLabel(productPageCopy.shipTo).selectOption('Other');
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByLabel('Shipping to')).toHaveValue('Other');
    // Checkout ships to two countries only: "Other" leaves the country typed there.
    await page.goto('/checkout');
    await expect(page.getByLabel('Country')).toHaveValue('Canada');
  });

  test('a country chosen in the estimate before the page is interactive is kept and carried', async ({ page }) => {
    await seedStorage(page, plainBoard);
    const release = await holdScripts(page);
    await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(productPageCopy.shipTo).selectOption('United States');
    release();
    await waitForHydration(page);
    await expect(page.getByLabel(productPageCopy.shipTo)).toHaveValue('United States');
    await expect(page.getByTestId('shipping-estimate')).toContainText('$39.00'); // 25 + 4 × 3.5
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByLabel('Shipping to')).toHaveValue('United States');
  });

  test('a shopper who chose nothing gets the defaults: Canada in the cart, the United States at checkout', async ({ page }) => {
    await seedStorage(page, plainBoard);
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByLabel('Shipping to')).toHaveValue('Canada');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page.getByLabel('Country')).toHaveValue('United States');
    await expect(summaryValue(page, 'total')).toHaveText('$109.20');
  });
});

test.describe('Add to Cart in view', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the price and Add to Cart of /product/1 show without scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/product/1');
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Add to Cart' });
      await expect(button).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('product-price').getByText('$65.00').first()).toBeInViewport({ ratio: 1 });
      // Nothing floats over it (the chat bubble keeps to its corner).
      const box = (await button.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        [box.x + box.width - 4, box.y + box.height / 2],
      );
      expect(onTop).toContain('Add to Cart');
      // Still in view half way down the options, and it still adds.
      await page.getByLabel(/Juice Groove/).scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      await button.click();
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
    });
  }
});

/** Marks the document, so a reload (a native form submit) shows as the mark gone. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

test.describe('an early press is never lost', () => {
  for (const path of ['/', '/products', '/product/1']) {
    test(`${path}: Add to Cart pressed before the scripts arrive is added once they do, or says it is not ready`, async ({ page }) => {
      // Every script chunk held 3 s on a first visit (nothing cached).
      const release = await holdScripts(page);
      const timer = setTimeout(release, 3_000);
      try {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await markDocument(page);
        const button = page.getByRole('main').getByRole('button').filter({ hasText: /Add to Cart|Loading|Adding/ }).first();
        await expect(button).toBeVisible();
        const before = { disabled: await button.isDisabled(), text: (await button.textContent()) ?? '' };
        // A shopper's press, whatever the button's state: a disabled button takes it and does nothing.
        await button.click({ force: true });
        if (path === '/product/1') await page.getByLabel(/Custom Engraving/).press('Enter');
        await waitForHydration(page);
        expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
        const saidNotReady = before.disabled && before.text.includes(cartLineCopy.notReady);
        if (!saidNotReady) await expect(page.getByTestId('cart-badge')).toHaveText('1');
        await expect(page.getByRole('main').getByRole('button', { name: /Add to Cart/ }).first()).toBeEnabled();
      } finally {
        clearTimeout(timer);
        release();
      }
    });
  }
});
