// Payment through Stripe Checkout, end to end: the site built with NEXT_PUBLIC_PAYMENTS=stripe against a server with
// Stripe settings, whose calls go to the stand-in scripts/e2e-backend.mjs starts; the stand-in also plays Stripe's
// hosted page (Pay sends the signed checkout.session.completed event to the server's webhook, then returns to the
// shop). Two people in two browsers: a shopper who pays, cancels and is refunded, and the owner who ships and refunds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from '@/e2e/fixtures';
import { messages } from '@/content/messages';
import {
  PHONE_STAND_TO_REGINA,
  addPhoneStandToCart,
  cartBadge,
  expect,
  expectLive,
  fillCheckout,
  payButton,
  payOnStripe,
  placeOrderByRest,
  rest,
  setStripeStandIn,
  signIn,
  signInOwner,
  signUpByRest,
  signUpOwner,
  stripeStandIn,
  test,
  uniqueEmail,
  waitForHydration,
} from './backend';

const ownerOrder = (page: import('@playwright/test').Page, orderId: string) =>
  page.getByTestId('admin-order').filter({ has: page.getByRole('heading', { name: `Order #${orderId}` }) });

test('a shopper pays on Stripe’s page and reads that the payment was received; the owner ships it with a tracking number, and the shopper sees it live', async ({ newBrowser }) => {
  test.setTimeout(90_000); // two browsers, a checkout, Stripe's page and the owner's dashboard
  const customer = await signUpByRest('Pia', 'Payer');
  const shopper = await newBrowser();
  await signIn(shopper, customer);
  await addPhoneStandToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  await fillCheckout(shopper);

  // No card fields: the card is typed on Stripe's page. The button says what the server will charge.
  await expect(shopper.getByLabel('Card number')).toHaveCount(0);
  await expect(shopper.getByLabel('Security code (CVV)')).toHaveCount(0);
  await expect(shopper.getByTestId('stripe-payment-note')).toHaveText(
    'You pay on Stripe’s secure payment page, where you type your card: this site never sees it. Your order is placed once Stripe confirms the payment.',
  );
  await expect(payButton(shopper)).toHaveText(`Pay ${PHONE_STAND_TO_REGINA.total}`);
  await expectNoAxeViolations(shopper);

  // Stripe's event reaches the server 2.5 s after Pay: the confirmation says it is confirming meanwhile, with the cart kept.
  await setStripeStandIn({ webhookDelaysFor: { [customer.email]: 2_500 } });
  await payButton(shopper).click();
  await payOnStripe(shopper);
  const orderId = new URL(shopper.url()).searchParams.get('id')!;
  await expect(shopper.getByRole('heading', { name: 'Confirming your payment…' })).toBeVisible();
  await expect(cartBadge(shopper)).toHaveText('1');
  await expectNoAxeViolations(shopper);
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(shopper.getByTestId('payment-confirmation')).toContainText(`Payment received: ${PHONE_STAND_TO_REGINA.total}.`);
  await expect(shopper.getByTestId('order-payment')).toHaveText(`Paid ${PHONE_STAND_TO_REGINA.total} by card through Stripe`);
  await expect(cartBadge(shopper)).toHaveCount(0);
  await expectNoAxeViolations(shopper);
  expect((await rest('GET', `/classes/Order/${orderId}`, { session: customer.session })).body).toMatchObject({ payment: 'paid', status: 'pending', paidAmount: 51.72 });

  await shopper.goto('/dashboard?tab=orders');
  await waitForHydration(shopper);
  const card = shopper.getByTestId('customer-order');
  await expect(card).toContainText('Pending');
  await expectLive(shopper, 'Order');

  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Orders' }).click();
  const order = ownerOrder(owner, orderId);
  await expect(order.getByTestId('admin-order-payment')).toHaveText('Payment: Paid');
  await expect(order).toContainText(`Paid ${PHONE_STAND_TO_REGINA.total} by card through Stripe`);
  await owner.getByRole('combobox', { name: `Status of order #${orderId}` }).selectOption('shipped');
  const shipment = order.getByRole('group', { name: `Mark order #${orderId} as shipped` });
  await expect(shipment.getByLabel('Carrier (optional)')).toBeFocused();
  await shipment.getByLabel('Carrier (optional)').fill('Canada Post');
  await shipment.getByLabel('Tracking number (optional)').fill('7023 4567 8901 2345');
  await expectNoAxeViolations(owner);
  await shipment.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(owner.getByText(`Order #${orderId} is now shipped.`)).toBeVisible();
  await expect(order.getByTestId('admin-order-tracking')).toHaveText('Shipped with Canada Post, tracking number 7023 4567 8901 2345');

  // Live on the shopper's open orders, without a reload.
  await expect(card).toContainText('Shipped');
  await expect(card.getByTestId('order-tracking')).toHaveText('Shipped with Canada Post, tracking number 7023 4567 8901 2345');
  await expectNoAxeViolations(shopper);
  expect((await rest('GET', `/classes/Order/${orderId}`, { session: customer.session })).body).toMatchObject({
    status: 'shipped',
    carrier: 'Canada Post',
    trackingNumber: '7023 4567 8901 2345',
  });
});

test('Cancel on Stripe’s page comes back to checkout with everything typed and the cart; Pay again opens the same page', async ({ newBrowser }) => {
  const shopper = await newBrowser();
  const email = uniqueEmail('gia');
  await addPhoneStandToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  await shopper.getByLabel('Email address').fill(email);
  await shopper.getByLabel('First name').fill('Gia');
  await shopper.getByLabel('Last name').fill('Guest');
  await fillCheckout(shopper);
  await payButton(shopper).click();
  await expect(shopper).toHaveURL(/\/pay\/cs_test_/);
  const stripePage = shopper.url();

  await shopper.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(shopper).toHaveURL(/\/checkout\?payment=cancelled$/);
  await waitForHydration(shopper);
  await expect(shopper.getByRole('status').filter({ hasText: 'You left Stripe’s page, so nothing was charged.' })).toBeVisible();
  await expect(shopper.getByLabel('Email address')).toHaveValue(email);
  await expect(shopper.getByLabel('First name')).toHaveValue('Gia');
  await expect(shopper.getByLabel('Street address')).toHaveValue('100 Albert Street');
  await expect(shopper.getByLabel('Postal code')).toHaveValue('S4P 3Y2');
  await expect(cartBadge(shopper)).toHaveText('1');
  await expectNoAxeViolations(shopper);

  // Pay again: the same order, the same page on Stripe.
  await payButton(shopper).click();
  await expect(shopper).toHaveURL(stripePage);
  await payOnStripe(shopper);
  await expect(shopper.getByTestId('payment-confirmation')).toContainText(`Payment received: ${PHONE_STAND_TO_REGINA.total}.`);
  await expect(cartBadge(shopper)).toHaveCount(0);
  const orders = await rest('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ customerEmail: email }))}`, { master: true });
  expect((orders.body.results as { payment: string }[]).map((o) => o.payment)).toEqual(['paid']);
});

test('a paid order the customer cancels is refunded through Stripe; a refund Stripe refuses leaves the order as it was', async ({ newBrowser }) => {
  const customer = await signUpByRest('Rae', 'Refund');
  const first = await placeOrderByRest(customer);
  const shopper = await newBrowser();
  await signIn(shopper, customer, '/dashboard?tab=orders');
  await waitForHydration(shopper);
  const card = shopper.getByTestId('customer-order').filter({ hasText: `#${first}` });
  await expect(card.getByTestId('order-payment')).toHaveText('Paid $51.72 by card through Stripe');
  const question = new Promise<string>((resolve) => shopper.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
  await shopper.getByRole('group', { name: `Actions for order #${first}` }).getByRole('button', { name: messages.cancelOrder }).click();
  expect(await question).toBe(`Cancel order #${first}? $51.72 will be refunded to your card.`);
  await expect(shopper.getByRole('status').filter({ hasText: `Order #${first} is cancelled. $51.72 is on its way back to your card.` })).toBeVisible();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByTestId('order-payment')).toHaveText('Refunded $51.72 to your card');
  expect((await rest('GET', `/classes/Order/${first}`, { session: customer.session })).body).toMatchObject({ status: 'cancelled', payment: 'refunded', refundedAmount: 51.72 });

  // The owner cancels another: Stripe refuses the refund first, and the order stays paid; then it takes it.
  const second = await placeOrderByRest(customer);
  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Orders' }).click();
  const order = ownerOrder(owner, second);
  await setStripeStandIn({ refundsFor: { [customer.email]: 'refuse' } });
  owner.on('dialog', (dialog) => void dialog.accept());
  await order.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(order.getByRole('alert')).toHaveText(
    'Stripe refused the refund (This charge has been disputed, so it cannot be refunded.), so the order was not cancelled and nothing was refunded.',
  );
  await expect(order.getByTestId('admin-order-payment')).toHaveText('Payment: Paid');
  expect((await rest('GET', `/classes/Order/${second}`, { session: customer.session })).body).toMatchObject({ status: 'pending', payment: 'paid' });
  await expectNoAxeViolations(owner);

  await setStripeStandIn({ refundsFor: { [customer.email]: 'accept' } });
  await order.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(order.getByRole('status').filter({ hasText: `Order #${second} is cancelled and $51.72 was refunded through Stripe.` })).toBeVisible();
  await expect(order.getByTestId('admin-order-payment')).toHaveText('Payment: Refunded');
  await expect(order).toContainText('Refunded $51.72 through Stripe');
  await expect(order.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
});

test('no Stripe secret reaches a file of the site the browser downloads', () => {
  const { secretKey, webhookSecret, outDir } = stripeStandIn();
  const found: string[] = [];
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'latin1');
    for (const secret of ['sk_', 'whsec_', secretKey, webhookSecret]) if (text.includes(secret)) found.push(`${path}: ${secret}`);
  }
  expect(found).toEqual([]);
});
