import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, holdScripts, photoWidthsOnPhone, seedStorage, test, waitForHydration } from './fixtures';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { seed } from '@/test-support/products';
import { cartStorage } from './cart-data';
import type { Product } from '@/types/shop';

/** A product the admin added in the browser: no pre-rendered page exists for it. */
const runtimeProduct: Product = {
  ...seed('4'),
  id: '1733990000000',
  name: 'Live-Edge Walnut Shelf',
  description: 'A single slab of black walnut with its natural edge, added by the owner after the site was built.',
  price: 140,
  weight: '5 lbs',
  reviews: [],
  averageRating: 0,
  totalReviews: 0,
  customizationOptions: [
    {
      id: 'shelf-length',
      name: 'Shelf Length',
      type: 'select',
      required: true,
      description: 'Pick the length that fits your wall.',
      choices: [
        { id: '24', name: '24 inches', priceAdjustment: 0 },
        { id: '36', name: '36 inches', priceAdjustment: 30 },
      ],
    },
    {
      id: 'dedication',
      name: 'Dedication',
      type: 'text',
      required: true,
      description: 'A few words burned into the underside.',
      priceAdjustment: 12,
      maxLength: 15,
      placeholder: 'e.g. For Mom',
    },
  ],
};

const catalogueWith = (products: Product[]) => ({ catalogue: { state: { products }, version: 1 } });

const price = (page: Page) => page.getByTestId('product-price');
const badge = (page: Page) => page.getByTestId('cart-badge');
const estimate = (page: Page) => page.getByTestId('shipping-estimate');

test('product 1 with cherry, engraving and juice groove costs base + 65', async ({ page }) => {
  const product = seed('1');
  await page.goto('/product/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(price(page)).toContainText('$65.00');

  await page.getByLabel('Wood Type').selectOption('cherry');
  await expect(price(page)).toContainText('$90.00');
  await page.getByLabel(/Custom Engraving/).fill('The Hendersons');
  await expect(price(page)).toContainText('$115.00');
  await page.getByLabel(/Juice Groove/).check();
  await expect(price(page)).toContainText(`$${(product.price + 65).toFixed(2)}`);
  await expect(price(page)).toContainText('Base price $65.00 + $65.00 options');
});

test('options and quantity chosen before the page is interactive are kept, priced and added', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Wood Type').selectOption('cherry');
  await page.getByLabel(/Custom Engraving/).pressSequentially('The Hendersons');
  await page.getByLabel('Quantity').selectOption('2');
  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByLabel('Wood Type')).toHaveValue('cherry');
  await expect(page.getByLabel(/Custom Engraving/)).toHaveValue('The Hendersons');
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  // $65 + $25 for cherry + $25 for the engraving, twice.
  await expect(price(page)).toContainText('$115.00');
  await expect(price(page)).toContainText('$230.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Your cart has 2 items.')).toBeVisible();
});

test('a Juice Groove ticked before the page is interactive is kept and priced', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/Juice Groove/).check();
  releaseScripts();
  await waitForHydration(page);
  await expect(page.getByLabel(/Juice Groove/)).toBeChecked();
  // $65 + $15 for the groove.
  await expect(price(page)).toContainText('$80.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Your cart has 1 item.')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Juice Groove: Yes')).toBeVisible();
});

test('the engraving field stops at its maxLength of 30 and shows its placeholder', async ({ page }) => {
  await page.goto('/product/1');
  await waitForHydration(page);
  const engraving = page.getByLabel(/Custom Engraving/);
  await expect(engraving).toHaveAttribute('placeholder', 'e.g. The Hendersons - 2025');
  await engraving.pressSequentially('x'.repeat(35));
  await expect(engraving).toHaveValue('x'.repeat(30));
  await expect(page.getByText('30/30 characters')).toBeVisible();
});

test('quantity 3 adds 3 of the same customised line to the cart badge', async ({ page }) => {
  await page.goto('/product/1');
  await waitForHydration(page);
  await page.getByLabel('Wood Type').selectOption('maple');
  await page.getByLabel('Quantity').selectOption('3');
  // Every text the status line shows, as a screen reader hears a live region change.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const line = [...document.querySelectorAll('form [role=status]')].at(-1)!;
    new MutationObserver(() => heard.push(line.textContent ?? '')).observe(line, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page.getByRole('button', { name: messages.added })).toBeVisible();
  await expect(badge(page)).toHaveText('3');
  await expect(page.getByRole('status').filter({ hasText: 'Added 3 × Edge-Grain Hardwood Cutting Board' })).toBeVisible();
  // Said once, with the cart's count once all three are in it.
  expect((await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).filter(Boolean)).toEqual([
    'Added 3 × Edge-Grain Hardwood Cutting Board to your cart. Your cart has 3 items. View cart',
  ]);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();

  // The same product and options again grow the same line (rules §4).
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge(page)).toHaveText('5');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
  expect(stored.state.items).toEqual([
    {
      productId: '1',
      quantity: 5,
      customizations: [{ optionId: 'wood-type', optionName: 'Wood Type', value: 'maple', priceAdjustment: 15 }],
    },
  ]);
});

test('a line stops at 99, the most an order line holds: Add to Cart then says so, and the cart keeps it after a reload', async ({ page }) => {
  // Product 4 with 97 in the cart: 5 more would make 102, more than stored carts and orders hold.
  const tray = seed('4');
  await seedStorage(page, cartStorage([{ productId: '4', quantity: 97, customizations: [] }]));
  await page.goto('/product/4');
  await waitForHydration(page);
  await page.getByLabel('Quantity').selectOption('5');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Added 2 × ${tray.name} to your cart.` })).toBeVisible();
  await expect(badge(page)).toHaveText('99');
  await expect(page.getByRole('button', { name: '99 in cart' })).toBeDisabled();

  await page.reload();
  await waitForHydration(page);
  await expect(badge(page)).toHaveText('99');
  await expect(page.getByRole('button', { name: '99 in cart' })).toBeDisabled();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
  expect(stored.state.items).toEqual([{ productId: '4', quantity: 99, customizations: [] }]);
});

test('a product card cannot add to a full line: its button says the cart has 99', async ({ page }) => {
  await seedStorage(page, cartStorage([{ productId: '4', quantity: 98, customizations: [] }]));
  await page.goto('/products');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Add to Cart: ${seed('4').name}` }).click();
  await expect(page.getByRole('button', { name: '99 in cart' })).toBeDisabled();
  await expect(badge(page)).toHaveText('99');
  await page.reload();
  await waitForHydration(page);
  await expect(badge(page)).toHaveText('99');
  await expect(page.getByRole('button', { name: '99 in cart' })).toBeDisabled();
});

test('product 8 is out of stock and cannot be added', async ({ page }) => {
  await page.goto('/product/8');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: seed('8').name })).toBeVisible();
  await expect(page.getByText(messages.outOfStock, { exact: true }).first()).toBeVisible();
  const button = page.getByRole('button', { name: messages.outOfStock });
  await expect(button).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await button.click({ force: true });
  await expect(badge(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the shipping estimate follows the country and the quantity', async ({ page }) => {
  await page.goto('/product/1');
  await waitForHydration(page);
  const country = page.getByLabel('Ship to');
  await expect(country).toHaveValue('Canada');
  // Product 1 weighs 4.5 lbs: base + rate × 3.5.
  await expect(estimate(page)).toContainText('Standard Shipping: $25.50 · 5-8 business days');
  await country.selectOption('United States');
  await expect(estimate(page)).toContainText('Standard International: $39.00 · 7-14 business days');
  await country.selectOption('Other');
  await expect(estimate(page)).toContainText('International Shipping: $56.00 · 14-21 business days');
  await page.getByLabel('Quantity').selectOption('5');
  await expect(estimate(page)).toContainText('International Shipping: $164.00');
  await expect(page.getByText(messages.freeDeliveryNote)).toBeVisible();
});

test('the estimate is free at the threshold and unavailable when too heavy', async ({ page }) => {
  // Product 5: $125, 6.5 lbs. Four reach the Canadian $500 threshold.
  await page.goto('/product/5');
  await waitForHydration(page);
  await page.getByLabel('Quantity').selectOption('4');
  await expect(estimate(page)).toContainText('Standard Shipping: Free');
  // Five weigh 32.5 lbs, over the 30 lbs limit of the international rate.
  await page.getByLabel('Quantity').selectOption('5');
  await page.getByLabel('Ship to').selectOption('Other');
  await expect(estimate(page)).toHaveText(messages.shippingUnavailable);
});

test('the gallery switches photos by click and arrow keys, with the placeholder offline', async ({ page }) => {
  const product = seed('1');
  await page.goto('/product/1');
  await waitForHydration(page);
  const gallery = page.getByRole('list', { name: 'Product images' });
  const first = gallery.getByRole('button', { name: 'Show image 1 of 2' });
  const second = gallery.getByRole('button', { name: 'Show image 2 of 2' });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  // Photos are blocked in the tests: the wood placeholder carries the name.
  await expect(page.getByRole('img', { name: product.name, exact: true }).first()).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: `${product.name}, image 2 of 2` }).first()).toBeVisible();
  await second.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toBeFocused();
});

test('a phone downloads the gallery thumbnails small, and the main photo at the width it shows', async ({ browser }) => {
  const phone = await photoWidthsOnPhone(browser, '/product/1');
  // The main photo: 375 px less 2rem at 2 device pixels, 686 px, so 720. Each thumbnail: 5rem at 2, 160 px.
  await expect.poll(() => [...phone.widths].sort()).toEqual(['160', '160', '720']);
  await phone.close();
});

test('lists the reviews with the rating summary', async ({ page }) => {
  const product = seed('1');
  await page.goto('/product/1');
  await waitForHydration(page);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(product.reviews.length);
  await expect(reviews.getByText(`Based on ${product.totalReviews} reviews`)).toBeVisible();
  for (const review of product.reviews) {
    await expect(reviews.getByRole('heading', { name: review.title })).toBeVisible();
  }
  await expect(reviews.getByText('Verified purchase')).toHaveCount(product.reviews.filter((r) => r.verified).length);
  await expect(reviews.getByText('12 people found this helpful')).toBeVisible();
});

test('is pre-rendered with Product and BreadcrumbList JSON-LD and its own title', async ({ page }) => {
  const product = seed('1');
  const response = await page.goto('/product/1');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^${product.name} \\|`));
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((s) => [JSON.parse(s.textContent ?? 'null')].flat()));
  const ld = blocks.find((b) => b['@type'] === 'Product');
  expect(ld).toMatchObject({
    name: product.name,
    description: product.description,
    image: product.images,
    offers: { priceCurrency: 'CAD', price: '65.00', availability: 'https://schema.org/InStock' },
    aggregateRating: { ratingValue: product.averageRating, reviewCount: product.totalReviews },
  });
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Products',
    'Cutting Boards',
    product.name,
  ]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', product.description);
});

test('after hydration the page shows the catalogue store version of the product', async ({ page }) => {
  const edited = seedProducts.map((p) => (p.id === '4' ? { ...p, name: 'Walnut Serving Tray, Large', price: 88 } : p));
  await seedStorage(page, catalogueWith(edited));
  await page.goto('/product/4');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Walnut Serving Tray, Large' })).toBeVisible();
  await expect(price(page)).toContainText('$88.00');
});

test('a product deleted from the store redirects to /products', async ({ page }) => {
  await seedStorage(page, catalogueWith(seedProducts.filter((p) => p.id !== '4')));
  await page.goto('/product/4');
  await expect(page).toHaveURL(/\/products$/);
});

test('/product/999 lands on /products', async ({ page }) => {
  await page.goto('/product/999');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop our handcrafted goods');
});

test('a product added at run time opens at its own URL, through the static 404 fallback', async ({ page }) => {
  await seedStorage(page, catalogueWith([...seedProducts, runtimeProduct]));
  const response = await page.goto(`/product/${runtimeProduct.id}`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: runtimeProduct.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${runtimeProduct.id}$`));
  await expect(page).toHaveTitle(new RegExp(`^${runtimeProduct.name} \\|`));
  await expect(price(page)).toContainText('$140.00');
});

test('a real 404 keeps the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page).toHaveURL(/\/no-such-page$/);
});

test('required options are enforced with an announced message, then the product is added', async ({ page }) => {
  await seedStorage(page, catalogueWith([...seedProducts, runtimeProduct]));
  await page.goto(`/product/${runtimeProduct.id}`);
  await waitForHydration(page);
  await expect(page.getByText('Shelf Length*')).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /required/ });
  await expect(alert).toHaveText('Please complete the required options: Shelf Length, Dedication.');
  await expect(page.getByLabel('Shelf Length')).toBeFocused();
  await expect(page.getByLabel('Shelf Length')).toHaveAttribute('aria-invalid', 'true');
  await expect(badge(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Shelf Length').selectOption('36');
  await page.getByLabel(/Dedication/).fill('For Mom');
  await expect(alert).toHaveCount(0);
  await expect(price(page)).toContainText('$182.00');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge(page)).toHaveText('1');
});

test('links to a run-time product open it in-app through /product?id=', async ({ page }) => {
  await seedStorage(page, catalogueWith([...seedProducts, runtimeProduct]));
  await page.goto('/products?q=live-edge');
  await waitForHydration(page);
  await page.getByRole('link', { name: runtimeProduct.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product\\?id=${runtimeProduct.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: runtimeProduct.name })).toBeVisible();
});

test('/product?id= with an unknown id lands on /products', async ({ page }) => {
  await page.goto('/product?id=does-not-exist');
  await expect(page).toHaveURL(/\/products$/);
});

test('has no axe violations on /product/1 with options chosen', async ({ page }) => {
  await page.goto('/product/1');
  await waitForHydration(page);
  await page.getByLabel('Wood Type').selectOption('oak');
  await page.getByLabel(/Custom Engraving/).fill('Smith');
  await page.getByLabel(/Juice Groove/).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge(page)).toHaveText('1');
  await expectNoAxeViolations(page);
});
