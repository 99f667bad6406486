// What people type can hold a word longer than a phone is wide: a pasted link, an email address, a long name, a
// 30-letter engraving, a product's name. Wherever the shop shows it back, to the shopper or the owner, it breaks
// onto the next line instead of making the page scroll sideways, at 375 px and down to 320 px.
import type { Page } from '@playwright/test';
import { PHONE, expect, expectFitsThePhone, seedStorage, test, waitForHydration } from './fixtures';
import { ada, sessionStorageFor } from './account-data';
import { cartStorage } from './cart-data';
import { adminStorage } from './admin-credential';
import { chatText } from '@/content/chat';
import { customForm } from '@/content/pages/custom';
import { messages } from '@/content/messages';
import { seedProducts } from '@/content/products';
import { fillAddress, fillCard } from './checkout-form';

// The header's count changes once the cart is saved; a page loaded before that would find the cart empty.
const cartBadge = (page: Page) => page.getByTestId('cart-badge');
const link = 'https://example.com/photos/walnut-board-with-juice-groove-and-handles-inspiration-2025';
const longName = 'Featherstonehaugh-Worthington';
const longEmail = 'maximilian.featherstonehaugh-worthington@example.com';
/** The engraving field's limit is 30 characters; a shopper may fill it without a space. */
const engraving = 'MAXIMILIANFEATHERSTONEHAUGHABC';
/** A 70-letter word with no hyphen to break at: a name or a street as someone may type it. */
const seventyLetters = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessen'.slice(0, 70);

test.use({ viewport: PHONE });

test("a shopper's long words stay on the phone's screen: the dashboard's greeting, a review, an engraving in the cart", async ({ page }) => {
  await seedStorage(page, sessionStorageFor({ ...ada, firstName: 'Maximilianfeatherstonehaugh' }));
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Maximilianfeatherstonehaugh');
  await expectFitsThePhone(page, '/dashboard');

  await page.goto('/product/1');
  await waitForHydration(page);
  await page.getByRole('button', { name: messages.writeReview }).click();
  const form = page.getByRole('form', { name: 'Write your review' });
  await form.getByLabel('Title').fill(longName);
  await form.getByLabel('Comment').fill(link);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('list', { name: 'Customer Reviews' }).getByRole('listitem').first()).toContainText(link);
  await expectFitsThePhone(page, '/product/1 with the review');

  await page.getByLabel(/^Custom Engraving/).fill(engraving);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toContainText(engraving);
  await expectFitsThePhone(page, '/cart');
});

test("a shopper's long words stay on the owner's phone screen: a conversation and a custom request on /admin", async ({ page }) => {
  await seedStorage(page, adminStorage);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Open support chat/ }).click();
  const panel = page.getByRole('dialog', { name: chatText.title });
  await panel.getByLabel(/Your name/).fill(longName);
  await panel.getByLabel(/Your email/).fill(longEmail);
  await panel.getByLabel(/Subject/).selectOption('Shipping');
  await panel.getByLabel(/^Message/).fill(`Like this one: ${link}`);
  await panel.getByRole('button', { name: chatText.startConversation }).click();
  await expect(panel.getByRole('heading', { name: 'Shipping' })).toBeVisible();
  await expectFitsThePhone(page, 'the chat panel');

  await page.goto('/custom');
  await waitForHydration(page);
  await page.getByLabel(/^Full name/).fill(longName);
  await page.getByLabel(/^Email/).fill(longEmail);
  await page.getByLabel(/^Project type/).selectOption('cutting-board');
  await page.getByLabel(/^Project description/).fill(`See ${link}`);
  await page.getByLabel(/^Engraving/).fill(engraving);
  await page.getByRole('button', { name: customForm.submit }).click();
  await expect(page.getByRole('heading', { name: customForm.successHeading })).toBeVisible();

  await page.goto('/admin');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Customer Messages' }).click();
  await page.getByRole('button', { name: new RegExp(longName) }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(link);
  await expectFitsThePhone(page, "/admin's Customer Messages");

  await page.getByRole('tab', { name: 'Custom Requests' }).click();
  await page.getByRole('list', { name: 'Custom requests, newest first' }).getByRole('button', { name: new RegExp(longName) }).click();
  await expect(page.getByRole('region', { name: `Request from ${longName}` })).toContainText(link);
  await expectFitsThePhone(page, "/admin's Custom Requests");
});

test("the owner's long product name stays on the phone's screen: the catalogue, the product page, the cart and the order", async ({ page }) => {
  const name = 'Multi-compartment Featherstonehaugh-Worthington Board';
  const products = seedProducts.map((product) => (product.id === '4' ? { ...product, name } : product));
  await seedStorage(page, { catalogue: { state: { products }, version: 1 } });
  await page.goto('/products?view=list');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectFitsThePhone(page, '/products in a list');

  await page.goto('/product/4');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectFitsThePhone(page, '/product/4');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveText('1');
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('main')).toContainText(name);
  await expectFitsThePhone(page, '/checkout');
  await fillAddress(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=/);
  await expect(page.getByRole('main')).toContainText(name);
  await expectFitsThePhone(page, '/order-confirmation');
});

test("a shopper's 70-letter word stays on the phone's screen: the custom request's thank-you and the order confirmation", async ({ page }) => {
  const stand = seedProducts.find((product) => product.id === '2')!;
  await seedStorage(page, cartStorage([{ productId: stand.id, quantity: 1, customizations: [] }]));
  await page.goto('/custom');
  await waitForHydration(page);
  await page.getByLabel(/^Full name/).fill(seventyLetters);
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel(/^Project type/).selectOption('cutting-board');
  await page.getByLabel(/^Project description/).fill('A board with a juice groove.');
  await page.getByRole('button', { name: customForm.submit }).click();
  await expect(page.getByTestId('custom-success')).toContainText(customForm.successText(seventyLetters));
  await expectFitsThePhone(page, "/custom's Request received");

  await page.goto('/checkout');
  await waitForHydration(page);
  await fillAddress(page);
  await page.getByLabel('First name').fill(seventyLetters);
  await page.getByLabel('Street address').fill(seventyLetters);
  await fillCard(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=/);
  await expect(page.getByTestId('order-address')).toContainText(seventyLetters);
  await expectFitsThePhone(page, '/order-confirmation');
});
