// Email from a server that takes payment through Stripe (server/mail with server/cloud/payments.ts): the receipt and
// the owner's news once the order is paid, not when it is placed; once, however often Stripe repeats its event; a
// refund said in both cancellation emails; nothing for an order whose payment page expired. Against a backend of
// its own with the Stripe stand-in (server/test/stripe-stand-in.mjs) and the SMTP catcher.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoOakPhoneStands } from '@/test-support/orders';
import { startThrowawayBackend, type ThrowawayBackendSettings } from './throwaway.mjs';
import { startSmtpCatcher, type SmtpCatcher } from '@/server/test/smtp-catcher.mjs';
import { startStripeStandIn, type StripeStandIn } from '@/server/test/stripe-stand-in.mjs';
import { MAIL_FROM, OWNER_EMAIL, SHOP_URL, outbox, outboxWhen } from '@/server/test/mail-backend';
import { restOf } from '@/server/test/stripe-backend';

let catcher: SmtpCatcher;
let standIn: StripeStandIn;
let settings: ThrowawayBackendSettings;
let stop: () => Promise<void>;
let rest: ReturnType<typeof restOf>;

beforeAll(async () => {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  catcher = await startSmtpCatcher();
  standIn = await startStripeStandIn({ secretKey, webhookSecret });
  const backend = await startThrowawayBackend({
    env: { SMTP_URL: catcher.url, MAIL_FROM, OWNER_EMAIL, SHOP_URL, STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: standIn.url },
  });
  ({ settings, stop } = backend);
  standIn.setWebhook({ url: settings.stripeWebhookURL });
  rest = restOf(settings);
}, 120_000);

afterAll(async () => {
  await stop?.();
  await standIn?.stop();
  await catcher?.stop();
});

/** payOrder, as checkout's Pay button calls it: the order awaiting payment, and Stripe's page for it. */
async function orderAwaitingPayment(customer: { id: string; session: string; email: string }) {
  const answer = await rest.run<{ order: { id: string }; checkoutUrl: string }>(
    'payOrder',
    { clientKey: `order-${randomBytes(8).toString('hex')}`, customerEmail: customer.email, customerName: 'Pia Payer', ...twoOakPhoneStands },
    customer.session,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { orderId: answer.body.result.order.id, checkoutUrl: answer.body.result.checkoutUrl };
}

const ofOrder = async (orderId: string) => (await outbox(settings.databaseURI)).filter((row) => row.key.includes(`:${orderId}`)).map((row) => row.key);

describe('an order paid through Stripe', () => {
  it('is emailed once paid, not before, and once however often Stripe sends its event', async () => {
    const pia = await rest.signUp('pia');
    const { orderId, checkoutUrl } = await orderAwaitingPayment(pia);
    expect(await ofOrder(orderId)).toEqual([]);

    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const session = standIn.sessionOf(orderId)!;
    // Stripe delivers the same event again.
    const again = await standIn.deliver(standIn.complete(session));
    expect(again.status).toBe(200);

    await outboxWhen(settings.databaseURI, (rows) => [`receipt:${orderId}`, `newOrder:${orderId}`].every((key) => rows.some((row) => row.key === key && row.sent)));
    const receipts = catcher.messages().filter((m) => m.subject === `Your order #${orderId} at Prairie Grain Woodworks`);
    expect(receipts.map((m) => m.envelopeTo)).toEqual([[pia.email]]);
    expect(receipts[0].text).toContain(`Order #${orderId}, placed `);
    expect(receipts[0].text).toContain('MST. Payment received: $89.04. This email is your receipt.');
    const news = catcher.messages().filter((m) => m.subject === `New order #${orderId}: $89.04 from Pia Payer`);
    expect(news.map((m) => m.envelopeTo)).toEqual([[OWNER_EMAIL]]);
    expect(news[0].text).toContain('Paid online: $89.04.');
  });

  it('cancelled by its customer, is refunded, and both emails say how much', async () => {
    const pia = await rest.signUp('pia');
    const { orderId, checkoutUrl } = await orderAwaitingPayment(pia);
    expect((await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const cancelled = await rest.run('cancelOrder', { orderId }, pia.session);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    await outboxWhen(settings.databaseURI, (rows) => [`cancelled:${orderId}:2`, `ownerCancelled:${orderId}:2`].every((key) => rows.some((row) => row.key === key && row.sent)));
    const toCustomer = catcher.messages().filter((m) => m.subject === `Your order #${orderId} has been cancelled`);
    expect(toCustomer.map((m) => m.envelopeTo)).toEqual([[pia.email]]);
    expect(toCustomer[0].text).toContain(
      `Pia Payer, your order #${orderId} has been cancelled.\n\nWe refunded $89.04 to the card you paid with. A refund usually shows on your statement within 5 to 10 business days.`,
    );
    const toOwner = catcher.messages().filter((m) => m.subject === `Order #${orderId} from Pia Payer was cancelled`);
    expect(toOwner.map((m) => m.envelopeTo)).toEqual([[OWNER_EMAIL]]);
    expect(toOwner[0].text).toContain(`Order #${orderId} from Pia Payer was cancelled. $89.04 was refunded to the customer’s card through Stripe.`);
  });

  it('whose payment page expired: no email at all', async () => {
    const ned = await rest.signUp('ned');
    const { orderId } = await orderAwaitingPayment(ned);
    const expired = await standIn.deliver(standIn.event('checkout.session.expired', { ...standIn.sessionOf(orderId)!, status: 'expired' }));
    expect(expired.status).toBe(200);
    expect((await rest.call<{ status: string; payment: string }>('GET', `/classes/Order/${orderId}`, { session: ned.session })).body).toMatchObject({ status: 'cancelled', payment: 'unpaid' });
    expect(await ofOrder(orderId)).toEqual([]);
    expect(catcher.to(ned.email)).toEqual([]);
  });
});
