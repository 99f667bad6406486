// Orders on the shared server, with two people in two browsers: a shopper who signs up and buys, and the owner who
// ships; and a shopper who lowers a price in their own browser and is refused.
import { PRICES_CHANGED } from '@/lib/orders/order-check';
import { messages } from '@/content/messages';
import { dashboardCopy } from '@/content/account';
import { expectNoAxeViolations } from '@/e2e/fixtures';
import {
  PHONE_STAND,
  PHONE_STAND_TO_REGINA,
  PASSWORD,
  accountButton,
  addPhoneStandToCart,
  cartBadge,
  expect,
  expectLive,
  fillCheckout,
  payButton,
  payOnStripe,
  placeOrderByRest,
  rest,
  signIn,
  signInOwner,
  signUpByRest,
  signUpOwner,
  storedSessionToken,
  summaryValue,
  test,
  uniqueEmail,
  waitForHydration,
} from './backend';

test('a shopper signs up, buys the Oak Phone Stand, and sees it shipped as soon as the owner ships it', async ({ newBrowser }) => {
  test.setTimeout(90_000); // two browsers: a sign-up, a checkout, and the owner's dashboard
  const shopper = await newBrowser();
  const email = uniqueEmail('ada');

  // Signing up through the form makes the account on the server and signs this browser in.
  await shopper.goto('/login');
  await waitForHydration(shopper);
  await shopper.getByRole('button', { name: 'Create an account' }).click();
  await shopper.getByLabel('First name').fill('Ada');
  await shopper.getByLabel('Last name').fill('Shopper');
  await shopper.getByLabel('Email address').fill(email);
  await shopper.getByLabel(/^Password/).fill(PASSWORD);
  await shopper.getByLabel('Confirm password').fill(PASSWORD);
  await shopper.getByRole('button', { name: 'Create account' }).click();
  await expect(shopper).toHaveURL(/\/$/);
  await expect(accountButton(shopper, 'Ada')).toBeVisible();
  const shopperToken = await storedSessionToken(shopper);
  const me = await rest('GET', '/users/me', { session: shopperToken });
  expect(me.body).toMatchObject({ email, firstName: 'Ada', lastName: 'Shopper' });

  // One Oak Phone Stand to Regina: $34 + $15 Standard Shipping + $2.72 tax.
  await addPhoneStandToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  await expect(shopper.getByLabel('Email address')).toHaveValue(email);
  await expect(shopper.getByLabel('First name')).toHaveValue('Ada');
  await fillCheckout(shopper);
  await expect(shopper.getByRole('group', { name: 'Shipping method' }).getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
  await expect(summaryValue(shopper, 'subtotal')).toHaveText(PHONE_STAND_TO_REGINA.subtotal);
  await expect(summaryValue(shopper, 'shipping')).toHaveText(PHONE_STAND_TO_REGINA.shipping);
  await expect(summaryValue(shopper, 'tax')).toHaveText(PHONE_STAND_TO_REGINA.tax);
  await expect(summaryValue(shopper, 'total')).toHaveText(PHONE_STAND_TO_REGINA.total);
  // Paid on Stripe's page (the stand-in scripts/e2e-backend.mjs starts), which sends the signed event to the server.
  await expect(payButton(shopper)).toHaveText(`Pay ${PHONE_STAND_TO_REGINA.total}`);
  await payButton(shopper).click();
  await payOnStripe(shopper);

  // The confirmation shows the order the server numbered and priced, once the server has its payment.
  await expect(shopper).toHaveURL(/\/order-confirmation\?id=[A-Za-z0-9]+$/);
  const orderId = new URL(shopper.url()).searchParams.get('id')!;
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(shopper.getByText(`Payment received: ${PHONE_STAND_TO_REGINA.total}.`, { exact: false })).toBeVisible();
  await expect(shopper.getByTestId('order-id')).toHaveText(`#${orderId}`);
  await expect(summaryValue(shopper, 'total')).toHaveText(PHONE_STAND_TO_REGINA.total);
  await expect(shopper.getByRole('paragraph').filter({ hasText: PHONE_STAND.name })).toBeVisible();
  await expect(shopper.getByTestId('order-address')).toContainText('Regina, SK S4P 3Y2');
  await expect(shopper.getByText('Pending', { exact: true })).toBeVisible();
  await expect(cartBadge(shopper)).toHaveCount(0);
  const stored = await rest('GET', `/classes/Order/${orderId}`, { session: shopperToken });
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({ status: 'pending', payment: 'paid', paidAmount: 51.72, subtotal: 34, shipping: 15, tax: 2.72, total: 51.72, shippingMethod: 'Standard Shipping', customerEmail: email, userId: me.body.objectId });

  // The shopper keeps their orders open while the owner, in another browser, works.
  await shopper.goto('/dashboard?tab=orders');
  await waitForHydration(shopper);
  const card = shopper.getByTestId('customer-order');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('order-id')).toHaveText(`#${orderId}`);
  await expect(card).toContainText('Pending');
  await expectLive(shopper, 'Order');

  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  // The server emails the owner (server/mail, with the SMTP settings scripts/e2e-backend.mjs gives it), and says so.
  await expect(owner.getByText('New orders, custom requests and new conversations are emailed to you by the shop’s server, and your customers get their receipts and shipping news by email.')).toBeVisible();
  await owner.getByRole('tab', { name: 'Orders' }).click();
  const order = owner.getByTestId('admin-order').filter({ has: owner.getByRole('heading', { name: `Order #${orderId}` }) });
  await expect(order).toContainText('Ada Shopper');
  await expect(order).toContainText(email);
  await expect(order).toContainText('Regina');
  const status = owner.getByRole('combobox', { name: `Status of order #${orderId}` });
  await expect(status).toHaveValue('pending');
  await status.selectOption('shipped');
  // The carrier and tracking number are optional (e2e-backend/payments.spec.ts types them).
  await order.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(owner.getByText(`Order #${orderId} is now shipped.`)).toBeVisible();
  await expect(status).toHaveValue('shipped');

  // Live, without a reload (LiveQuery), and still so after one: the server holds it.
  await expect(card).toContainText('Shipped');
  await expect(shopper.getByRole('group', { name: `Actions for order #${orderId}` }).getByRole('button')).toHaveText([messages.contactSupport]);
  await shopper.reload();
  await waitForHydration(shopper);
  await expect(card).toContainText('Shipped');
  expect((await rest('GET', `/classes/Order/${orderId}`, { session: shopperToken })).body.status).toBe('shipped');
});

test('a price lowered by hand in the browser is refused by the server, with a message, and the cart is kept', async ({ newBrowser }) => {
  const customer = await signUpByRest('Cleo');
  const shopper = await newBrowser();
  await signIn(shopper, customer);
  await addPhoneStandToCart(shopper);

  // Checkout, once the page has read what the server holds (the catalogue first, then the orders and chats).
  const serverRead = shopper.waitForResponse((response) => response.url().includes('/classes/Conversation?') && response.ok());
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  await serverRead;
  await fillCheckout(shopper);
  await expect(summaryValue(shopper, 'total')).toHaveText(PHONE_STAND_TO_REGINA.total);

  // The shopper rewrites the catalogue in this browser's storage (from another tab of the same site, as in the
  // developer tools): the stand now costs $1, and the open checkout follows: $1 + $15 + $0.08.
  const tab = await shopper.context().newPage();
  await tab.goto('/robots.txt');
  await tab.evaluate((id) => {
    const { state, version } = JSON.parse(localStorage.getItem('catalogue')!) as { state: { products: { id: string; price: number }[] }; version: number };
    const products = state.products.map((p) => (p.id === id ? { ...p, price: 1 } : p));
    localStorage.setItem('catalogue', JSON.stringify({ state: { ...state, products }, version }));
  }, PHONE_STAND.id);
  await tab.close();
  await expect(summaryValue(shopper, 'subtotal')).toHaveText('$1.00');
  await expect(summaryValue(shopper, 'total')).toHaveText('$16.08');

  await payButton(shopper).click();
  const refusal = shopper.getByRole('alert').filter({ hasText: PRICES_CHANGED });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeFocused();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await expect(cartBadge(shopper)).toHaveText('1');
  await expect(shopper.getByTestId('checkout-line')).toContainText(PHONE_STAND.name);
  // The checkout is priced again from the server's catalogue, for the shopper to review.
  await expect(summaryValue(shopper, 'subtotal')).toHaveText(PHONE_STAND_TO_REGINA.subtotal);
  await expect(summaryValue(shopper, 'total')).toHaveText(PHONE_STAND_TO_REGINA.total);

  // Nothing was stored: not on the server, not in the shopper's orders.
  expect((await rest('GET', '/classes/Order', { session: customer.session })).body.results).toEqual([]);
  await shopper.goto('/dashboard?tab=orders');
  await waitForHydration(shopper);
  await expect(shopper.getByText(dashboardCopy.noOrders)).toBeVisible();
  await expect(cartBadge(shopper)).toHaveText('1');
});

test("the owner's Orders tab, on the server, has no axe violations", async ({ newBrowser }) => {
  await placeOrderByRest(await signUpByRest('Dora'));
  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Orders' }).click();
  await expect(owner.getByTestId('admin-order').first()).toBeVisible();
  await expectNoAxeViolations(owner);
});

test('the owner who ships an order its customer has just cancelled is told, and the order stays cancelled', async ({ newBrowser }) => {
  const customer = await signUpByRest('Dee');
  const orderId = await placeOrderByRest(customer);
  const owner = await newBrowser();
  // The owner's page hears of nothing live, as when its connection has dropped or the customer cancels between the
  // owner's reading the order and choosing its status.
  await owner.routeWebSocket(/.*/, () => {});
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Orders' }).click();
  const status = owner.getByRole('combobox', { name: `Status of order #${orderId}` });
  await expect(status).toHaveValue('pending');

  const cancelled = await rest('POST', '/functions/cancelOrder', { session: customer.session, body: { orderId } });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  await status.selectOption('shipped');
  await owner.getByRole('button', { name: 'Mark as shipped' }).click();

  await expect(owner.getByRole('status').filter({ hasText: `Order #${orderId} was changed elsewhere just now and is now cancelled.` })).toBeVisible();
  await expect(status).toHaveValue('cancelled');
  expect((await rest('GET', `/classes/Order/${orderId}`, { session: customer.session })).body.status).toBe('cancelled');
});

test('a shopper who cancels an order the owner has just shipped is told, and sees it shipped', async ({ newBrowser }) => {
  const customer = await signUpByRest('Eve');
  const orderId = await placeOrderByRest(customer);
  const shopper = await newBrowser();
  // The shopper's page hears of nothing live, as when its connection has dropped.
  await shopper.routeWebSocket(/.*/, () => {});
  await signIn(shopper, customer, '/dashboard?tab=orders');
  await waitForHydration(shopper);
  const card = shopper.getByTestId('customer-order');
  await expect(card).toContainText('Pending');
  const actions = shopper.getByRole('group', { name: `Actions for order #${orderId}` });

  const owner = await signUpOwner();
  const shipped = await rest('POST', '/functions/setOrderStatus', { session: owner.session, body: { orderId, from: 'pending', to: 'shipped' } });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  shopper.once('dialog', (dialog) => void dialog.accept());
  await actions.getByRole('button', { name: messages.cancelOrder }).click();

  await expect(shopper.getByRole('alert').filter({ hasText: `Order #${orderId} can no longer be cancelled.` })).toBeVisible();
  await expect(card).toContainText('Shipped');
  await expect(actions.getByRole('button')).toHaveText([messages.contactSupport]);
  await expect(actions.getByRole('button', { name: messages.contactSupport })).toBeFocused();
  expect((await rest('GET', `/classes/Order/${orderId}`, { session: customer.session })).body.status).toBe('shipped');
});
