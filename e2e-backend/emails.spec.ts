// Email from the shop's server (server/mail, docs/email.md), with two people in two browsers: a shopper who pays on
// Stripe's page gets the receipt, and the owner the news of the order; the owner ships it with a tracking number,
// and the shopper gets "shipped" with it; a paid order the shopper cancels is refunded, and the shopper's email and
// the owner's both say how much. Read from the SMTP catcher scripts/e2e-backend.mjs points the server at.
import { messages } from '@/content/messages';
import {
  PHONE_STAND,
  PHONE_STAND_TO_REGINA,
  addPhoneStandToCart,
  expect,
  fillCheckout,
  payButton,
  payOnStripe,
  placeOrderByRest,
  signIn,
  signInOwner,
  signUpByRest,
  signUpOwner,
  test,
  waitForHydration,
} from './backend';
import { ownerEmail, waitForEmails } from './mail';

test('the shopper who pays gets the receipt and the owner the news; shipped with a tracking number, the shopper gets it by email', async ({ newBrowser }) => {
  test.setTimeout(90_000); // two browsers: a checkout, Stripe's page and the owner's dashboard
  const ada = await signUpByRest('Ada', 'Mailer');
  const shopper = await newBrowser();
  await signIn(shopper, ada);
  await addPhoneStandToCart(shopper);
  await shopper.goto('/checkout');
  await waitForHydration(shopper);
  await fillCheckout(shopper);
  await payButton(shopper).click();
  await payOnStripe(shopper);
  const orderId = new URL(shopper.url()).searchParams.get('id')!;
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  const [receipt, ...again] = await waitForEmails(ada.email, `Your order #${orderId} at Prairie Grain Woodworks`);
  expect(again).toEqual([]);
  expect(receipt.replyTo).toEqual([ownerEmail()]);
  expect(receipt.text).toContain('Thank you for your order, Ada Mailer.');
  expect(receipt.text).toContain(`Payment received: ${PHONE_STAND_TO_REGINA.total}. This email is your receipt.`);
  expect(receipt.text).toContain(`Items\n1 x ${PHONE_STAND.name} @ $34.00 = $34.00`);
  expect(receipt.text).toContain(
    `Totals\nSubtotal: ${PHONE_STAND_TO_REGINA.subtotal}\nShipping (Standard Shipping): ${PHONE_STAND_TO_REGINA.shipping}\nTax: ${PHONE_STAND_TO_REGINA.tax}\nTotal: ${PHONE_STAND_TO_REGINA.total}`,
  );
  expect(receipt.text).toContain('Shipping to\nAda Mailer\n100 Albert Street\nRegina, SK S4P 3Y2\nCanada');
  // The link to the shop's orders page, where the shopper's browser is.
  const link = /^See your order: (\S+)$/m.exec(receipt.text)?.[1] ?? '';
  expect(link).toBe(new URL('/orders?tab=orders', shopper.url()).href);

  const [news] = await waitForEmails(ownerEmail(), `New order #${orderId}: ${PHONE_STAND_TO_REGINA.total} from Ada Mailer`);
  expect(news.replyTo).toEqual([ada.email]);
  expect(news.text).toContain(`Paid online: ${PHONE_STAND_TO_REGINA.total}.`);

  const owner = await newBrowser();
  await signInOwner(owner, await signUpOwner());
  await owner.getByRole('tab', { name: 'Orders' }).click();
  await owner.getByRole('combobox', { name: `Status of order #${orderId}` }).selectOption('shipped');
  const shipment = owner.getByRole('group', { name: `Mark order #${orderId} as shipped` });
  await shipment.getByLabel('Carrier (optional)').fill('Canada Post');
  await shipment.getByLabel('Tracking number (optional)').fill('7023 4567 8901 2345');
  await shipment.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(owner.getByText(`Order #${orderId} is now shipped.`)).toBeVisible();

  const [shipped, ...twice] = await waitForEmails(ada.email, `Your order #${orderId} has shipped`);
  expect(twice).toEqual([]);
  expect(shipped.text).toContain(`Good news, Ada Mailer: your order #${orderId} is on its way.\n\nTracking\nCarrier: Canada Post\nTracking number: 7023 4567 8901 2345`);

  // The shopper's link leads to the order.
  await shopper.goto(link);
  await waitForHydration(shopper);
  await expect(shopper.getByTestId('customer-order').filter({ hasText: `#${orderId}` })).toContainText('Shipped');
});

test('a paid order its shopper cancels is refunded, and the shopper’s email and the owner’s both say how much', async ({ newBrowser }) => {
  const rae = await signUpByRest('Rae', 'Mailer');
  const orderId = await placeOrderByRest(rae);
  const shopper = await newBrowser();
  await signIn(shopper, rae, '/dashboard?tab=orders');
  await waitForHydration(shopper);
  shopper.once('dialog', (dialog) => void dialog.accept());
  await shopper.getByRole('group', { name: `Actions for order #${orderId}` }).getByRole('button', { name: messages.cancelOrder }).click();
  await expect(shopper.getByTestId('customer-order').filter({ hasText: `#${orderId}` })).toContainText('Cancelled');

  const [cancelled] = await waitForEmails(rae.email, `Your order #${orderId} has been cancelled`);
  expect(cancelled.text).toContain(
    `Rae Mailer, your order #${orderId} has been cancelled.\n\nWe refunded ${PHONE_STAND_TO_REGINA.total} to the card you paid with. A refund usually shows on your statement within 5 to 10 business days.`,
  );
  const [news] = await waitForEmails(ownerEmail(), `Order #${orderId} from Rae Mailer was cancelled`);
  expect(news.text).toContain(`Order #${orderId} from Rae Mailer was cancelled. ${PHONE_STAND_TO_REGINA.total} was refunded to the customer’s card through Stripe.`);
  expect(news.replyTo).toEqual([rae.email]);
});
