// Nothing a shopper does is lost: not while the shop is still reading what this browser stored, not when that
// cannot be read, not when the browser refuses to save an order, and not when two tabs act at once.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, seedStorage, test, waitForHydration } from './fixtures';
import { notSaved, storageNotice } from '@/content/storage';
import { seedProducts } from '@/content/products';
import { fillAddress, fillCard } from './checkout-form';
import { signedInUser, storedOrder } from './routes';

const board = { productId: '1', quantity: 1, customizations: [] };
const tray = { productId: '4', quantity: 2, customizations: [] };
const candleHolder = seedProducts.find((p) => p.id === '6')!;
const conversation = {
  id: 'conv_kept',
  customerId: 'guest_kept',
  customerName: 'Bo Guest',
  customerEmail: 'bo@example.com',
  subject: 'Shipping',
  status: 'active',
  lastMessage: '2025-03-01T17:00:00.000Z',
  unreadCount: 0,
  messages: [
    {
      id: 'msg_kept',
      conversationId: 'conv_kept',
      senderId: 'guest_kept',
      senderName: 'Bo Guest',
      senderType: 'customer',
      content: 'Do you ship to Regina?',
      timestamp: '2025-03-01T17:00:00.000Z',
      read: true,
    },
  ],
};

/** A returning shopper, as version 1 of the shop stored them: two cart lines, an order and a conversation. */
const returningShopper = {
  cart: { state: { items: [board, tray] }, version: 1 },
  orders: { state: { orders: [storedOrder] }, version: 1 },
  chat: { state: { conversations: [conversation], guestId: 'guest_kept' }, version: 1 },
};

/**
 * The chunk that checks stored data before the shop uses it (the only one carrying the schema library) is held
 * until the test releases it, or refused; every other script loads as usual.
 */
async function holdBackStoredDataChecks(context: BrowserContext, how: 'hold' | 'abort') {
  const seen: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/_next/static/chunks/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('$ZodObject')) return route.fulfill({ response, body });
    seen.push(route.request().url());
    if (how === 'abort') return route.abort('failed');
    await released;
    return route.fulfill({ response, body }).catch(() => undefined);
  });
  return { seen, release };
}

const storedText = (page: Page, keys: string[]) =>
  page.evaluate((names) => Object.fromEntries(names.map((key) => [key, localStorage.getItem(key)])), keys);

const interactive = (page: Page) => expect(page.locator('html[data-interactive="true"]')).toBeAttached();

test('an Add to Cart clicked while stored data is still being checked joins what was stored', async ({ page, context }) => {
  const held = await holdBackStoredDataChecks(context, 'hold');
  await seedStorage(page, returningShopper);
  await page.goto('/products');
  await interactive(page);
  await page.getByRole('button', { name: `Add to Cart: ${candleHolder.name}` }).click();
  expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0); // still being checked
  expect(held.seen.length).toBeGreaterThan(0);

  held.release();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  const stored = await page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cart')!).state.items.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]),
    orders: JSON.parse(localStorage.getItem('orders')!).state.orders.map((order: { id: string }) => order.id),
    chat: JSON.parse(localStorage.getItem('chat')!).state.conversations.map((c: { id: string }) => c.id),
  }));
  expect(stored).toEqual({ cart: [['1', 1], ['4', 2], ['6', 1]], orders: [storedOrder.id], chat: ['conv_kept'] });
});

test('when stored data cannot be checked, nothing stored is overwritten and the shopper is told', async ({ page, context }) => {
  await holdBackStoredDataChecks(context, 'abort');
  await seedStorage(page, returningShopper);
  const keys = Object.keys(returningShopper);
  await page.goto('/products');
  await waitForHydration(page);
  const before = await storedText(page, keys);
  expect(Object.values(before).every((text) => text !== null)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: storageNotice.unreadable })).toBeVisible();

  await page.getByRole('button', { name: `Add to Cart: ${candleHolder.name}` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel(/^Email address/).fill('ada@example.com');
  await page.getByLabel(/^Password/).fill('any password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^ada\b/i })).toBeVisible();

  await page.getByRole('button', { name: /^Open support chat/ }).click();
  const chat = page.getByRole('dialog');
  await chat.getByLabel(/Subject/).selectOption('Shipping');
  await chat.getByLabel(/^Message/).fill('Is my tray on its way?');
  await chat.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(chat.getByRole('alert')).toHaveText(notSaved.message);
  await expect(chat.getByLabel(/^Message/)).toHaveValue('Is my tray on its way?');

  expect(await storedText(page, keys)).toEqual(before);
});

test('an order the browser cannot save is not placed: the shopper stays with the cart and everything typed', async ({ page }) => {
  await seedStorage(page, { cart: { state: { items: [tray] }, version: 1 } });
  await page.goto('/checkout');
  await waitForHydration(page);
  await fillAddress(page);
  await fillCard(page);

  // The storage fills up just before the order is placed.
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    (window as unknown as { restoreStorage: () => void }).restoreStorage = () => (Storage.prototype.setItem = setItem);
    Storage.prototype.setItem = function full() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.getByRole('button', { name: /Place order/i }).click();

  await expect(page.getByRole('alert').filter({ hasText: notSaved.order })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Street address')).toHaveValue('12 Main Street');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.evaluate(() => (window as unknown as { restoreStorage: () => void }).restoreStorage());
  await page.reload();
  await waitForHydration(page);
  const stored = await page.evaluate(() => ({ cart: localStorage.getItem('cart'), orders: localStorage.getItem('orders') }));
  expect(JSON.parse(stored.cart!).state.items).toEqual([tray]);
  expect(stored.orders).toBeNull();
  await expect(page).toHaveURL(/\/checkout$/);
});

test.describe('two tabs acting at once', () => {
  test('a chat message sent in each tab is kept', async ({ context }) => {
    await context.addInitScript((chat) => {
      if (!localStorage.getItem('chat')) localStorage.setItem('chat', JSON.stringify(chat));
    }, returningShopper.chat);
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/support');
      await waitForHydration(tab);
      // With conversations stored, the chat's code loads at once and its bubble replaces the placeholder one; a
      // click while they swap is lost, so wait for it.
      await expect(tab.getByTestId('chat-announcer')).toBeAttached();
      await tab.getByRole('button', { name: /^Open support chat/ }).click();
      await tab.getByRole('dialog').getByRole('button', { name: /Shipping/ }).click();
    }
    const boxes = tabs.map((tab) => tab.getByRole('dialog').getByRole('textbox'));
    await boxes[0].fill('From the first tab');
    await boxes[1].fill('From the second tab');
    await Promise.all(boxes.map((box) => box.press('Enter')));

    await expect(boxes[0]).toHaveValue('');
    await expect(boxes[1]).toHaveValue('');
    // Sent at the same moment, one tab's write can land over the other's unseen; that tab then sends its message
    // again, so both tabs' storage ends up with all three.
    for (const tab of tabs) {
      await expect
        .poll(() =>
          tab.evaluate(() =>
            JSON.parse(localStorage.getItem('chat')!)
              .state.conversations[0].messages.map((m: { content: string }) => m.content)
              .sort(),
          ),
        )
        .toEqual(['Do you ship to Regina?', 'From the first tab', 'From the second tab']);
    }
    for (const tab of tabs) {
      await expect(tab.getByRole('dialog').getByText('From the first tab')).toBeVisible();
      await expect(tab.getByRole('dialog').getByText('From the second tab')).toBeVisible();
    }
  });

  test('a review written in one tab and an order placed in the other are both kept', async ({ context }) => {
    await context.addInitScript((session) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', JSON.stringify(session));
      if (!localStorage.getItem('cart')) {
        localStorage.setItem('cart', JSON.stringify({ state: { items: [{ productId: '4', quantity: 1, customizations: [] }] }, version: 1 }));
      }
    }, { state: { user: signedInUser, accounts: [signedInUser] }, version: 1 });
    const [shop, review] = [await context.newPage(), await context.newPage()];
    await shop.goto('/checkout');
    await review.goto('/product/2');
    await waitForHydration(shop);
    await waitForHydration(review);
    await fillCard(shop);
    await review.getByRole('button', { name: 'Write a Review' }).click();
    await review.getByLabel(/Title/).fill('Sturdy and handsome');
    await review.getByLabel(/^Comment/).fill('Holds my phone at just the right angle.');

    await Promise.all([
      shop.getByRole('button', { name: /Place order/i }).click(),
      review.getByRole('button', { name: /Submit Review/ }).click(),
    ]);
    await expect(shop).toHaveURL(/order-confirmation/);
    await expect(review.getByText('Thank you for your review!')).toBeVisible();
    const stored = await shop.evaluate(() => ({
      orders: JSON.parse(localStorage.getItem('orders')!).state.orders.length,
      reviews: JSON.parse(localStorage.getItem('catalogue')!).state.products.find((p: { id: string }) => p.id === '2').reviews.map(
        (r: { title: string }) => r.title,
      ),
    }));
    expect(stored.orders).toBe(1);
    expect(stored.reviews).toContain('Sturdy and handsome');
  });

  test('one cart ordered from two tabs at the same moment makes one order, and the other tab says so', async ({ context }) => {
    await context.addInitScript((session) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', JSON.stringify(session));
      if (!localStorage.getItem('cart')) {
        localStorage.setItem('cart', JSON.stringify({ state: { items: [{ productId: '4', quantity: 1, customizations: [] }] }, version: 1 }));
      }
    }, { state: { user: signedInUser, accounts: [signedInUser] }, version: 1 });
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto('/checkout');
      await waitForHydration(tab);
      await fillCard(tab);
    }

    // Pressed in both tabs within the same few milliseconds: Playwright's clicks come one after the other, and the
    // first tab's order empties the cart before the second click would land.
    const at = await tabs[0].evaluate(() => Date.now() + 300);
    await Promise.all(
      tabs.map((tab) =>
        tab.getByRole('button', { name: /Place order/i }).evaluate((button: HTMLButtonElement, pressAt) => {
          setTimeout(() => button.click(), pressAt - Date.now());
        }, at),
      ),
    );

    const orderedElsewhere = (tab: Page) => tab.getByRole('status').filter({ hasText: 'This cart was just ordered in another tab' });
    const settled = (tab: Page) => (tab.url().includes('/order-confirmation') ? Promise.resolve(true) : orderedElsewhere(tab).isVisible());
    await expect.poll(() => Promise.all(tabs.map(settled))).toEqual([true, true]);
    const orders = await tabs[0].evaluate(() => JSON.parse(localStorage.getItem('orders')!).state.orders.length);
    expect(orders).toBe(1);
    const confirmed = tabs.filter((tab) => tab.url().includes('/order-confirmation'));
    expect(confirmed).toHaveLength(1);
    const other = tabs.find((tab) => tab !== confirmed[0])!;
    // The other tab orders nothing: its cart was the one just ordered, and it is empty now.
    await expect(orderedElsewhere(other)).toBeFocused();
    await expect(other.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/dashboard?tab=orders');
    await expect(other).toHaveURL(/\/checkout$/);
    await expectNoAxeViolations(other);
  });
});
