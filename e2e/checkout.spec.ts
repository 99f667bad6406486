import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, photoWidthsOnPhone, seedStorage, test, waitForHydration } from './fixtures';
import { checkoutErrors } from '@/content/checkout';
import { messages } from '@/content/messages';
import { seed } from '@/test-support/products';
import { cartStorage, customisedBoard } from './cart-data';
import { fillAddress, fillCard } from './checkout-form';
import { summaryValue } from './locators';
import { signedIn, signedInUser, storedOrder } from './routes';

const board = seed('1');
const CARD = '4242 4242 4242 4242';
const CVV = '987';
const futureExpiry = `04/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Every value in localStorage and sessionStorage, parsed where it is JSON. */
async function allStorage(page: Page) {
  return page.evaluate(() => {
    const read = (storage: Storage) =>
      Object.keys(storage).map((key) => {
        const raw = storage.getItem(key) ?? '';
        return { key, raw };
      });
    return [...read(localStorage), ...read(sessionStorage)];
  });
}

function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

test('a guest customises, adjusts the cart, checks out and finds the order', async ({ page }) => {
  test.setTimeout(60_000); // a whole purchase in four pages, with an axe pass: 31 s on a slow machine
  // The product page: product 1 in cherry, engraved, with a juice groove, two of them.
  await page.goto('/product/1');
  await waitForHydration(page);
  await page.getByLabel('Wood Type').selectOption('cherry');
  await page.getByLabel(/Custom Engraving/).fill('The Hendersons');
  await page.getByLabel(/Juice Groove/).check();
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // The cart: $130 each (65 + 25 + 25 + 15), two of them, shipping to Canada by default.
  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitForHydration(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Black cherry (+$25.00)');
  await expect(line).toContainText('The Hendersons (+$25.00)');
  await expect(line).toContainText('Juice Groove: Yes (+$15.00)');
  await expect(line).toContainText('$130.00 each');
  await expect(line.getByTestId('line-total')).toContainText('$260.00');
  await expect(summaryValue(page, 'shipping')).toHaveText('$39.00'); // weight 9: 15 + 3 × 8

  // Four boards: $520, but $260 at base prices, so not free in Canada: 15 + 3 × 17.
  await line.getByRole('button', { name: /^Increase quantity/ }).click();
  await line.getByRole('button', { name: /^Increase quantity/ }).click();
  await expect(line.getByRole('spinbutton')).toHaveValue('4');
  await expect(summaryValue(page, 'subtotal')).toHaveText('$520.00');
  await expect(summaryValue(page, 'shipping')).toHaveText('$66.00');
  await expect(summaryValue(page, 'tax')).toHaveText('$41.60');
  await expect(summaryValue(page, 'total')).toHaveText('$627.60');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  // The United States: base $260 is under its $400 threshold: 25 + 4 × 17.
  await page.getByLabel('Shipping to').selectOption('United States');
  await expect(summaryValue(page, 'shipping')).toHaveText('$93.00');
  await expect(summaryValue(page, 'total')).toHaveText('$654.60');

  // Checkout counts customisations toward the threshold: $520 ≥ $400 ships free to the United States.
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  const methods = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await expect(methods).toHaveCount(2);
  await expect(methods.first()).toBeChecked();
  await expect(summaryValue(page, 'shipping')).toHaveText('Free');
  await expect(summaryValue(page, 'total')).toHaveText('$561.60');

  // Placing the order with nothing filled in: a message on each required field, focus on the first.
  await page.getByRole('button', { name: 'Place order' }).click();
  const email = page.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(checkoutErrors.email.required);
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/Enter your ZIP code/);
  await expect(page.getByTestId('error-summary')).toContainText('Please fix these 11 problems');
  await expectNoAxeViolations(page);

  // Wrong formats are named precisely and nothing typed is lost.
  await fillAddress(page);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry date (MM/YY)').fill('01/20');
  await page.getByLabel('Security code (CVV)').fill('12');
  await page.getByRole('button', { name: 'Place order' }).click();
  const card = page.getByLabel('Card number');
  await expect(card).toBeFocused();
  await expect(card).toHaveAccessibleDescription(checkoutErrors.cardNumber.invalid);
  await expect(page.getByLabel('Expiry date (MM/YY)')).toHaveAccessibleDescription(checkoutErrors.expiry.past);
  await expect(page.getByLabel('Security code (CVV)')).toHaveAccessibleDescription(checkoutErrors.cvv.invalid);
  await expect(page.getByLabel('Street address')).toHaveValue('12 Main Street');
  await expectNoAxeViolations(page);

  await card.fill(CARD);
  await page.getByLabel('Expiry date (MM/YY)').fill(futureExpiry);
  await page.getByLabel('Security code (CVV)').fill(CVV);
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  // A double click places one order.
  await page.getByRole('button', { name: 'Place order' }).dblclick();

  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-id')).toHaveText(`#${orderId}`);
  await expect(page.getByTestId('summary-total')).toHaveText('$561.60');
  await expect(page.getByRole('paragraph').filter({ hasText: board.name })).toBeVisible();
  await expect(page.getByText('The Hendersons (+$25.00)')).toBeVisible();
  await expect(page.getByTestId('order-address')).toContainText('Missoula, MT 59801');
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // Stored: one order, a guest user signed in, and no card number or CVV anywhere.
  const storage = await allStorage(page);
  const parsed = Object.fromEntries(storage.map(({ key, raw }) => [key, JSON.parse(raw)]));
  expect(parsed.orders.state.orders).toHaveLength(1);
  expect(parsed.orders.state.orders[0]).toMatchObject({ id: orderId, status: 'pending', total: 561.6 });
  expect(parsed.session.state.user.id).toMatch(/^guest_/);
  expect(parsed.orders.state.orders[0].userId).toBe(parsed.session.state.user.id);
  const everything = storage.map(({ key, raw }) => `${key}=${raw}`).join('\n');
  expect(everything).not.toContain(CARD.replaceAll(' ', ''));
  expect(everything).not.toContain(CARD);
  expect(everything).not.toMatch(/cvv|cardNumber|"expiry"/i);
  expect(leaves(parsed).map(String)).not.toContain(CVV);

  // The confirmation can be opened again, and the cart is empty.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('summary-total')).toHaveText('$561.60');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByText(messages.cartEmpty)).toBeVisible();
});

test('checkout with an empty cart goes to the cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(messages.cartEmpty)).toBeVisible();
});

test('an order confirmation without a known id shows Order not found with a link home', async ({ page }) => {
  for (const path of ['/order-confirmation', '/order-confirmation?id=1700000000000']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: messages.orderNotFound })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  }
  await expectNoAxeViolations(page);
});

test('an order confirmation shows only the signed-in shopper’s own order: after Logout, nobody else at the browser sees it', async ({ page }) => {
  await seedStorage(page, signedIn);
  await page.goto(`/order-confirmation?id=${storedOrder.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('article', { name: `Order ${storedOrder.id}` })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: new RegExp(signedInUser.firstName) }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: messages.orderNotFound })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: messages.orderNotFound })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(storedOrder.shippingAddress.street);

  // Whoever placed it is offered the way back to it: signing in returns to the order.
  await expect(page.getByRole('main')).toContainText('If you placed it while signed in, sign in to see it');
  await page.getByRole('link', { name: 'Sign in to see your order' }).click();
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(signedInUser.email);
  await page.getByLabel(/^Password/).fill('anything');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?id=${storedOrder.id}$`));
  await expect(page.getByRole('article', { name: `Order ${storedOrder.id}` })).toBeVisible();
});

test('a signed-in customer finds the form pre-filled and orders under their own id', async ({ page }) => {
  const user = {
    id: 'u-2001',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Okafor',
    phone: '780 555 0199',
    address: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'Alberta', zipCode: 'T9V 0W8', country: 'Canada' },
  };
  await seedStorage(page, {
    ...cartStorage([customisedBoard(1)]),
    session: { state: { user, accounts: [user] }, version: 1 },
  });
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByLabel('Email address')).toHaveValue('sam@example.com');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('780 555 0199');
  await expect(page.getByLabel('Country')).toHaveValue('Canada');
  await expect(page.getByLabel('Province or territory')).toHaveValue('AB');
  await expect(page.getByLabel('Postal code')).toHaveValue('T9V 0W8');
  await expect(page.getByLabel('Card number')).toHaveValue('');

  // Lloydminster gets free Local Delivery, preselected; the shopper may pick another option.
  const methods = page.getByRole('group', { name: 'Shipping method' });
  await expect(methods.getByRole('radio', { name: /Local Delivery/ })).toBeChecked();
  await expect(summaryValue(page, 'shipping')).toHaveText('Free');
  await methods.getByRole('radio', { name: /Express Shipping/ }).check();
  await expect(summaryValue(page, 'shipping')).toHaveText('$42.50'); // 25 + 5 × 3.5
  await expect(summaryValue(page, 'total')).toHaveText('$182.90'); // 130 + 42.50 + 10.40

  await page.getByLabel('Name on card').fill('Sam Okafor');
  await page.getByLabel('Card number').fill('5555555555554444');
  await page.getByLabel('Expiry date (MM/YY)').fill(futureExpiry);
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel('Security code (CVV)').press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  await expect(page.getByTestId('summary-total')).toHaveText('$182.90');
  await expect(page.getByText('Express Shipping')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '{}'));
  expect(stored.state.orders[0].userId).toBe('u-2001');
});

test('checkout will not order an item that went out of stock', async ({ page }) => {
  await seedStorage(page, cartStorage([customisedBoard(1), { productId: '8', quantity: 1, customizations: [] }]));
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'no longer available' })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await page.getByRole('link', { name: 'Go to your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("an order's photos are fetched at the size they are shown on a phone: the confirmation's and the orders tab's", async ({ browser }) => {
  const tray = seed(storedOrder.items[0].productId);
  const order = { ...storedOrder, items: [{ ...storedOrder.items[0], image: tray.images[0] }] };
  const storage = { ...signedIn, orders: { state: { orders: [order] }, version: 1 } };
  // A 4rem (64 px) thumbnail at 2 device pixels is 128 px: the smallest width offered, 160 px, covers it.
  for (const path of [`/order-confirmation?id=${order.id}`, '/orders?tab=orders']) {
    const phone = await photoWidthsOnPhone(browser, path, storage);
    await expect(phone.page.getByRole('article', { name: `Order ${order.id}` })).toBeVisible();
    await expect.poll(() => phone.widths, path).toEqual(['160']);
    await phone.close();
  }
});

for (const width of [375, 1366]) {
  test(`at ${width} px, what a shopper typed at checkout survives a reload and a trip to the cart and back; the card never does`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedStorage(page, cartStorage([customisedBoard(1)]));
    await page.goto('/checkout');
    await waitForHydration(page);
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Country').selectOption('Canada');
    await page.getByLabel('Street address').fill('4812 50 Avenue');
    await page.getByLabel('City').fill('Lloydminster');
    await page.getByLabel('Province or territory').selectOption('AB');
    await page.getByLabel('Postal code').fill('T9V 0W8');
    await fillCard(page);

    const expectKept = async () => {
      await expect(page.getByLabel('Email address')).toHaveValue('ada@example.com');
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
      await expect(page.getByLabel('Country')).toHaveValue('Canada');
      await expect(page.getByLabel('Province or territory')).toHaveValue('AB');
      await expect(page.getByLabel('Postal code')).toHaveValue('T9V 0W8');
      for (const label of ['Name on card', 'Card number', 'Expiry date (MM/YY)', 'Security code (CVV)']) {
        await expect(page.getByLabel(label)).toHaveValue('');
      }
    };
    await page.reload();
    await waitForHydration(page);
    await expectKept();

    await page.getByRole('link', { name: 'Back to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectKept();
    const everything = (await allStorage(page)).map(({ key, raw }) => `${key}=${raw}`).join('\n');
    expect(everything).toContain('4812 50 Avenue');
    expect(everything).not.toContain('4242 4242 4242 4242');
    expect(everything).not.toContain('4242424242424242');
    expect(everything).not.toMatch(/cvv|cardNumber|expiry|12\/39/i);

    // Placing the order forgets what was kept.
    await fillCard(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
    const kept = await page.evaluate(() => Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key)).join('\n'));
    expect(kept).not.toContain('4812 50 Avenue');
  });
}

test('a shopper who leaves before the confirmation opens, then shops again, checks out the new cart, not the earlier order', async ({ page }) => {
  await seedStorage(page, { ...signedIn, ...cartStorage([customisedBoard(1)]) });
  await page.goto('/checkout');
  await waitForHydration(page);
  await fillCard(page);
  // The confirmation never arrives (a slow line), and the shopper goes elsewhere once the order is stored.
  await page.route('**/order-confirmation*', () => {});
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('orders') ?? '{}').state?.orders?.length)).toBe(2);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.goto('/product/2');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByRole('main')).toContainText(seed('2').name);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('a new account that orders to 5 Pine St finds that address at the next checkout and on its profile', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await seedStorage(page, cartStorage([customisedBoard(1)]));
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email address').fill('pat@example.com');
  await page.getByLabel(/^Password/).fill('woodgrain');
  await page.getByLabel('Confirm password').fill('woodgrain');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByLabel('Email address')).toHaveValue('pat@example.com');
  await page.getByLabel('Street address').fill('5 Pine St');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('98101');
  await fillCard(page, 'Pat Rivera');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=\d+$/);
  // Shown, and so done with: the cart put back below is the same as the one ordered, and a checkout still waiting
  // for its confirmation would take it for that order's (the test above).
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  await page.goto('/dashboard');
  await waitForHydration(page);
  // The profile's ADDRESS, which said "Not added yet".
  const address = page.getByRole('definition').filter({ hasText: 'Pine' });
  await expect(address).toContainText('5 Pine St');
  await expect(address).toContainText('Seattle');

  // A new visit (the tab's kept details are gone) with something in the cart: the address is offered.
  await page.evaluate((cart) => {
    sessionStorage.removeItem('checkoutDetails');
    localStorage.setItem('cart', JSON.stringify(cart));
  }, cartStorage([customisedBoard(1)]).cart);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByLabel('Street address')).toHaveValue('5 Pine St');
  await expect(page.getByLabel('City')).toHaveValue('Seattle');
  await expect(page.getByLabel('State')).toHaveValue('WA');
  await expect(page.getByLabel('ZIP code')).toHaveValue('98101');
  await expect(page.getByLabel('Card number')).toHaveValue('');
});
