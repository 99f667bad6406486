// Payment through Stripe Checkout on a backend of its own with Stripe on (server/test/stripe-backend.ts): the real
// `stripe` package talks to the stand-in for Stripe's API, and every event reaches the server's webhook signed as
// Stripe signs it (stripe.webhooks.generateTestHeaderString). The expected values are written out: the Checkout
// Session's lines in cents, the statuses, the messages a person reads.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startThrowawayBackend } from './throwaway.mjs';
import {
  paymentHelpers,
  restOf,
  SHOP_URL,
  startStripeBackend,
  type Account,
  type PaymentHelpers,
  type RestOf,
  type StoredOrder,
  type StripeBackend,
} from '@/server/test/stripe-backend';
import { runFunction, signUp } from '@/server/test/rest';

const CONFLICT = 4090;
const INVALID = 142;
const UNAVAILABLE = 5030;
const PERMISSION_DENIED = 119;

/** The answers a request without a good signature gets: 400 and this body, nothing more (no stack trace). */
const BAD_SIGNATURE = '{"error":"The Stripe-Signature header does not check out."}';

let stripe: StripeBackend;
let rest: RestOf;
let ada: Account;
let owner: Account;
let shop: PaymentHelpers;

beforeAll(async () => {
  stripe = await startStripeBackend();
  rest = restOf(stripe.settings);
  shop = paymentHelpers(stripe, rest);
  [ada, owner] = await Promise.all([rest.signUp('ada'), rest.signUpOwner()]);
}, 120_000);
afterAll(async () => {
  console.log(shop?.caseTable());
  await stripe?.stop();
});

const orderOf = (account: Account, extra: Record<string, unknown> = {}) => shop.orderOf(account, extra);
const pay = (account: Account, body: Record<string, unknown>) => shop.pay(account, body);
const awaiting = (account = ada) => shop.awaiting(account);
const stored = (id: string) => shop.stored(id);
const state = (order: StoredOrder) => shop.state(order);
const deliverCase = (name: string, id: string | null, send: () => Promise<{ status: number; text: string }>) => shop.deliverCase(name, id, send);
const post = (body: string, signature?: string, url?: string) => shop.post(body, signature, url);

describe('Pay places the order awaiting payment and opens its Checkout Session', () => {
  it('prices the order on the server and asks Stripe for its lines in cents, adding up to the total', async () => {
    // One cutting board in black cherry (+$25) with an engraving (+$25), $115, and two Oak Phone Stands, $68: 5.7 lbs
    // to Lloydminster by Standard Shipping, $15 + $3 × 4.7 = $29.10; tax 8 % of $183 = $14.64; total $226.74.
    const body = orderOf(ada, {
      items: [
        {
          productId: '1',
          productName: 'Edge-Grain Hardwood Cutting Board',
          unitPrice: 115,
          quantity: 1,
          customizations: [
            { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 },
            { optionId: 'engraving', optionName: 'Custom Engraving', value: 'The Smiths', priceAdjustment: 25 },
          ],
        },
        { productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 2, customizations: [] },
      ],
      subtotal: 183,
      shipping: 29.1,
      tax: 14.64,
      total: 226.74,
    });
    const answer = await pay(ada, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { order, outcome, checkoutUrl } = answer.body.result;
    expect(outcome).toBe('open');
    expect(order).toMatchObject({ status: 'pending', payment: 'awaiting', total: 226.74, userId: ada.id });
    const session = stripe.standIn.sessionOf(order.id)!;
    expect(checkoutUrl).toBe(session.url);

    const created = stripe.standIn.received.filter((request) => request.path === '/v1/checkout/sessions' && (request.params.metadata as { order_id?: string })?.order_id === order.id);
    expect(created).toHaveLength(1);
    expect(created[0].idempotencyKey).toBe(body.clientKey);
    const storedOrder = await stored(order.id);
    const createdAt = Math.floor(Date.parse((storedOrder as unknown as { createdAt: string }).createdAt) / 1000);
    expect(created[0].params).toEqual({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'cad', unit_amount: '11500', product_data: { name: 'Edge-Grain Hardwood Cutting Board', description: 'Wood Type: Black cherry; Custom Engraving: The Smiths' } }, quantity: '1' },
        { price_data: { currency: 'cad', unit_amount: '3400', product_data: { name: 'Oak Phone Stand' } }, quantity: '2' },
        { price_data: { currency: 'cad', unit_amount: '2910', product_data: { name: 'Shipping: Standard Shipping' } }, quantity: '1' },
        { price_data: { currency: 'cad', unit_amount: '1464', product_data: { name: 'Tax (8%)' } }, quantity: '1' },
      ],
      customer_email: ada.email,
      client_reference_id: order.id,
      metadata: { order_id: order.id },
      payment_intent_data: { metadata: { order_id: order.id } },
      // 30 minutes and a minute's margin after the order was placed.
      expires_at: String(createdAt + 31 * 60),
      success_url: `${SHOP_URL}/order-confirmation?id=${order.id}`,
      cancel_url: `${SHOP_URL}/checkout?payment=cancelled`,
    });
    expect(session.amount_total).toBe(22674);
    expect(session.currency).toBe('cad');

    // The session is the server's: neither on the order its customer reads, nor readable by anyone.
    const read = await rest.call('GET', `/classes/Order/${order.id}`, { session: ada.session });
    expect(JSON.stringify(read.body)).not.toContain(session.id);
    expect((await rest.call('GET', '/classes/PaymentSession', { session: ada.session })).status).toBe(400);
  });

  it('answers the same order and the same page when Pay is pressed again, also twice at once', async () => {
    const body = orderOf(ada);
    const [first, second] = await Promise.all([pay(ada, body), pay(ada, body)]);
    expect(first.body.result.order.id).toBe(second.body.result.order.id);
    const again = await pay(ada, body);
    expect(again.body.result).toMatchObject({ outcome: 'open', checkoutUrl: first.body.result.checkoutUrl, order: { id: first.body.result.order.id } });
    const orders = await rest.call<{ results: unknown[] }>('GET', `/classes/Order?where=${encodeURIComponent(JSON.stringify({ clientKey: body.clientKey }))}`, { session: ada.session });
    expect(orders.body.results).toHaveLength(1);
    const sessions = [...stripe.standIn.sessions.values()].filter((session) => session.metadata.order_id === first.body.result.order.id);
    expect(sessions).toHaveLength(1);
  });

  it('ends an order whose page expired and places the cart again under a new key', async () => {
    const body = orderOf(ada);
    const first = (await pay(ada, body)).body.result;
    stripe.standIn.sessionOf(first.order.id)!.status = 'expired';
    const ended = await pay(ada, body);
    expect(ended.body.result, JSON.stringify(ended.body)).toMatchObject({ outcome: 'ended', order: { id: first.order.id, payment: 'unpaid', status: 'cancelled' } });
    const next = await pay(ada, { ...body, clientKey: `order-${randomUUID()}` });
    expect(next.body.result.outcome).toBe('open');
    expect(next.body.result.order.id).not.toBe(first.order.id);
  });

  it('refuses an order placed without Pay, and any payment field a client sends', async () => {
    const direct = await rest.call('POST', '/classes/Order', { session: ada.session, body: { ...orderOf(ada), cardLast4: '4242' } });
    expect(direct.body).toMatchObject({ code: PERMISSION_DENIED, error: 'Orders on this shop are paid on Stripe’s page: use the Pay button at checkout.' });
    const claimed = await pay(ada, orderOf(ada, { payment: 'paid', paidAmount: 89.04 }));
    expect(claimed.body.result.order).toMatchObject({ payment: 'awaiting' });
    expect(claimed.body.result.order).not.toHaveProperty('paidAmount');
    const cheaper = await pay(ada, orderOf(ada, { total: 1 }));
    expect(cheaper.body).toMatchObject({ code: INVALID, error: 'Prices or availability changed since you opened checkout. Please review your order and place it again.' });
  });

  it('is refused on a server without Stripe settings, where checkout takes the card as before', async () => {
    const { serverURL } = inject('backend');
    expect(serverURL).not.toBe(stripe.settings.serverURL);
    const cleo = await signUp('cleo');
    const answer = await runFunction('payOrder', orderOf({ ...cleo, session: cleo.session }), cleo.session);
    expect(answer.body).toMatchObject({
      code: UNAVAILABLE,
      error: 'Online payment is not set up on the shop’s server yet, so nothing was ordered or charged. Please call us at +1 (780) 555-0142 to order.',
    });
  });
});

describe('the webhook', () => {
  it('marks the order paid on checkout.session.completed with payment_status paid, keeping what Stripe says', async () => {
    const { id, session } = await awaiting();
    const event = stripe.standIn.complete(session);
    const answer = await deliverCase('completed, paid', id, () => stripe.standIn.deliver(event));
    expect(answer.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      status: 'pending',
      payment: 'paid',
      paidAmount: 89.04,
      paidCurrency: 'cad',
      paymentIntentId: session.payment_intent,
      paidAt: new Date(event.created * 1000).toISOString(),
      statusRevision: 1,
    });
    expect((await stored(id)).paymentProblem).toBeUndefined();
  });

  it('waits for a payment made later, then marks it paid (async_payment_succeeded) or ends it (async_payment_failed)', async () => {
    for (const [later, expected] of [['checkout.session.async_payment_succeeded', 'paid / pending'], ['checkout.session.async_payment_failed', 'unpaid / cancelled']] as const) {
      const { id, session } = await awaiting();
      Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: `pi_test_${randomUUID().slice(0, 8)}` });
      const first = await deliverCase('completed, payment_status unpaid', id, () => stripe.standIn.deliver(stripe.standIn.event('checkout.session.completed', session)));
      expect(first.status).toBe(200);
      expect(state(await stored(id))).toBe('awaiting / pending');
      if (later.endsWith('succeeded')) session.payment_status = 'paid';
      const second = await deliverCase(later.replace('checkout.session.', ''), id, () => stripe.standIn.deliver(stripe.standIn.event(later, session)));
      expect(second.status).toBe(200);
      expect(state(await stored(id))).toBe(expected);
    }
  });

  it('ends the order unpaid when its page expires', async () => {
    const { id, session } = await awaiting();
    session.status = 'expired';
    const answer = await deliverCase('expired', id, () => stripe.standIn.deliver(stripe.standIn.event('checkout.session.expired', session)));
    expect(answer.status).toBe(200);
    expect(await stored(id)).toMatchObject({ payment: 'unpaid', status: 'cancelled' });
    expect((await stored(id)).paidAmount).toBeUndefined();
  });

  it('changes nothing more for the same event twice, events out of order, or an order already ended', async () => {
    const { id, session } = await awaiting();
    const paid = stripe.standIn.complete(session);
    expect((await stripe.standIn.deliver(paid)).status).toBe(200);
    const after = await stored(id);
    const repeated = await deliverCase('the same event again', id, () => stripe.standIn.deliver(paid));
    expect(repeated).toMatchObject({ status: 200, text: '{"received":true,"outcome":"seen before"}' });
    const late = await deliverCase('expired, after completed', id, () => stripe.standIn.deliver(stripe.standIn.event('checkout.session.expired', session)));
    expect(late.status).toBe(200);
    expect(await stored(id)).toEqual(after);

    const ended = await awaiting();
    expect((await stripe.standIn.deliver(stripe.standIn.event('checkout.session.expired', ended.session))).status).toBe(200);
    const cancelled = await stored(ended.id);
    const paidLate = await deliverCase('completed, after expired (order cancelled)', ended.id, () => stripe.standIn.deliver(stripe.standIn.complete(ended.session)));
    expect(paidLate.status).toBe(200);
    expect(await stored(ended.id)).toEqual(cancelled);
  });

  it('answers 400 to an unsigned, tampered, wrongly signed or too old request, and changes nothing', async () => {
    const { id, session } = await awaiting();
    const body = JSON.stringify(stripe.standIn.complete(session));
    const sign = (payload: string, secret: string, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    const tampered = body.replace('"amount_total":8904', '"amount_total":1');
    expect(tampered).not.toBe(body);
    const cases: [string, () => Promise<{ status: number; text: string }>][] = [
      ['unsigned', () => post(body)],
      ['tampered', () => post(tampered, sign(body, stripe.webhookSecret))],
      ['wrong secret', () => post(body, sign(body, 'whsec_not_the_shops'))],
      ['too old (301 s)', () => post(body, sign(body, stripe.webhookSecret, Math.floor(Date.now() / 1000) - 301))],
      ['not a signature', () => post(body, 't=1,v1=abc')],
    ];
    for (const [name, send] of cases) {
      const answer = await deliverCase(name, id, send);
      expect(answer, name).toEqual({ status: 400, text: BAD_SIGNATURE });
    }
    expect(await stored(id)).toMatchObject({ payment: 'awaiting', status: 'pending', statusRevision: 0 });
    // The same event, signed: taken.
    expect((await post(body, sign(body, stripe.webhookSecret))).status).toBe(200);
    expect((await stored(id)).payment).toBe('paid');
  });

  it('flags a payment of another amount or currency for the owner, with the reason, instead of marking it paid', async () => {
    const wrongAmount = await awaiting();
    const answer = await deliverCase('completed, amount $1.00', wrongAmount.id, () => stripe.standIn.deliver(stripe.standIn.complete(wrongAmount.session, { amountTotal: 100 })));
    expect(answer.status).toBe(200);
    expect(await stored(wrongAmount.id)).toMatchObject({
      payment: 'flagged',
      status: 'pending',
      paidAmount: 1,
      paymentProblem:
        'Stripe received $1.00, but the order’s total is $89.04, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.',
    });
    const wrongCurrency = await awaiting();
    await deliverCase('completed, in USD', wrongCurrency.id, () => stripe.standIn.deliver(stripe.standIn.complete(wrongCurrency.session, { currency: 'usd' })));
    expect(await stored(wrongCurrency.id)).toMatchObject({
      payment: 'flagged',
      paymentProblem: 'Stripe received the payment in USD, not CAD, so it was not marked paid. Check the payment in Stripe’s dashboard, then refund it or contact the customer.',
    });
    // Not something the owner works on until it is sorted out.
    const moved = await rest.run('setOrderStatus', { orderId: wrongAmount.id, from: 'pending', to: 'processing' }, owner.session);
    expect(moved.body).toMatchObject({ code: CONFLICT, error: `Order #${wrongAmount.id} has not been paid, so it cannot be moved along.` });
  });

  it('answers 200 to an event for an order it does not have, and changes nothing', async () => {
    const { session } = await awaiting();
    const stranger = { ...session, id: 'cs_test_stranger', metadata: { order_id: 'NoSuchOrder1' }, client_reference_id: 'NoSuchOrder1' };
    const answer = await deliverCase('unknown order', null, () => stripe.standIn.deliver(stripe.standIn.complete(stranger)));
    expect(answer).toEqual({ status: 200, text: '{"received":true,"outcome":"unknown order"}' });
    expect((await rest.call('GET', '/classes/Order/NoSuchOrder1', { master: true })).status).toBe(404);
  });
});

describe('cancelling a paid order refunds it through Stripe first', () => {
  async function paidOrder(account = ada) {
    const { id, session } = await awaiting(account);
    expect((await stripe.standIn.deliver(stripe.standIn.complete(session))).status).toBe(200);
    return { id, session };
  }

  it('refunds the customer’s cancelled order in full, once, then cancels it', async () => {
    const { id, session } = await paidOrder();
    const cancelled = await rest.run<StoredOrder>('cancelOrder', { orderId: id }, ada.session);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result).toMatchObject({ status: 'cancelled', payment: 'refunded', refundedAmount: 89.04 });
    const asked = stripe.standIn.received.filter((request) => request.path === '/v1/refunds' && request.params.payment_intent === session.payment_intent);
    expect(asked).toEqual([{ method: 'POST', path: '/v1/refunds', idempotencyKey: `refund-${id}`, params: { payment_intent: session.payment_intent, metadata: { order_id: id } } }]);
    expect(stripe.standIn.refunds.filter((refund) => refund.payment_intent === session.payment_intent).map((refund) => refund.amount)).toEqual([8904]);
    // An event about it afterwards changes nothing.
    session.payment_status = 'paid';
    await deliverCase('async_payment_succeeded, order refunded', id, () => stripe.standIn.deliver(stripe.standIn.event('checkout.session.async_payment_succeeded', session)));
    expect(await stored(id)).toMatchObject({ status: 'cancelled', payment: 'refunded' });
  });

  it('refunds the order the owner cancels, from the status the owner saw', async () => {
    const { id } = await paidOrder();
    const stale = await rest.run('refundOrder', { orderId: id, from: 'processing' }, owner.session);
    expect(stale.body).toMatchObject({ code: CONFLICT, error: `Order #${id} was changed elsewhere just now and is now pending. Nothing was saved: check the order, then choose its status again.` });
    expect((await rest.run('refundOrder', { orderId: id, from: 'pending' }, ada.session)).body.code).toBe(PERMISSION_DENIED);
    const refunded = await rest.run<StoredOrder>('refundOrder', { orderId: id, from: 'pending' }, owner.session);
    expect(refunded.body.result).toMatchObject({ status: 'cancelled', payment: 'refunded', refundedAmount: 89.04 });
    const again = await rest.run('refundOrder', { orderId: id, from: 'cancelled' }, owner.session);
    expect(again.body).toMatchObject({ code: CONFLICT, error: `Order #${id} has no payment to refund.` });
  });

  it('leaves the order as it was when Stripe refuses the refund or does not answer, and says why', async () => {
    const { id } = await paidOrder();
    stripe.standIn.settings.refunds = 'refuse';
    try {
      const refused = await rest.run('cancelOrder', { orderId: id }, ada.session);
      expect(refused.body).toMatchObject({
        code: INVALID,
        error: 'Stripe refused the refund (This charge has been disputed, so it cannot be refunded.), so the order was not cancelled and nothing was refunded.',
      });
      expect(state(await stored(id))).toBe('paid / pending');
      stripe.standIn.settings.refunds = 'silent';
      const unanswered = await rest.run('refundOrder', { orderId: id, from: 'pending' }, owner.session);
      expect(unanswered.body, JSON.stringify(unanswered.body)).toMatchObject({
        code: UNAVAILABLE,
        error: 'Stripe did not answer in time, so the order was not cancelled. Cancelling again is safe: the shop refunds an order only once.',
      });
      expect(state(await stored(id))).toBe('paid / pending');
    } finally {
      stripe.standIn.settings.refunds = 'accept';
    }
    // The refusals held nothing up: cancelling again refunds it, once. The refusal, which refunded nothing, ended its
    // key (Stripe would answer it again for a day); the attempt that had no answer and the one after share theirs.
    expect((await rest.run<StoredOrder>('cancelOrder', { orderId: id }, ada.session)).body.result).toMatchObject({ payment: 'refunded', status: 'cancelled' });
    const keys = stripe.standIn.received.filter((request) => request.path === '/v1/refunds' && (request.params.metadata as { order_id?: string }).order_id === id);
    expect(keys.map((request) => request.idempotencyKey)).toEqual([`refund-${id}`, `refund-${id}-1`, `refund-${id}-1`]);
    expect(stripe.standIn.refunds.filter((refund) => refund.metadata.order_id === id)).toHaveLength(1);
  });

  it('keeps a carrier and tracking number the owner types when marking a paid order shipped, and refuses to cancel it then', async () => {
    const { id } = await paidOrder();
    const tooLong = await rest.run('setOrderStatus', { orderId: id, from: 'pending', to: 'shipped', trackingNumber: 'x'.repeat(101) }, owner.session);
    expect(tooLong.body).toMatchObject({ code: INVALID, error: 'Keep it to 100 characters.' });
    const shipped = await rest.run<StoredOrder>('setOrderStatus', { orderId: id, from: 'pending', to: 'shipped', carrier: ' Canada Post ', trackingNumber: '7023 4567 8901 2345' }, owner.session);
    expect(shipped.body.result).toMatchObject({ status: 'shipped', payment: 'paid', carrier: 'Canada Post', trackingNumber: '7023 4567 8901 2345' });
    const read = await rest.call<StoredOrder>('GET', `/classes/Order/${id}`, { session: ada.session });
    expect(read.body).toMatchObject({ carrier: 'Canada Post', trackingNumber: '7023 4567 8901 2345' });
    expect((await rest.run('cancelOrder', { orderId: id }, ada.session)).body).toMatchObject({ code: CONFLICT, error: `Order #${id} can no longer be cancelled.` });
  });

  it('does not let the customer cancel, nor the owner move along, an order awaiting its payment', async () => {
    const { id } = await awaiting();
    expect((await rest.run('cancelOrder', { orderId: id }, ada.session)).body).toMatchObject({
      code: CONFLICT,
      error: `Order #${id} is awaiting payment: it cannot be changed until Stripe confirms it.`,
    });
    expect((await rest.run('setOrderStatus', { orderId: id, from: 'pending', to: 'shipped' }, owner.session)).body.code).toBe(CONFLICT);
    expect(state(await stored(id))).toBe('awaiting / pending');
  });

  it('marks a review verified only once its author’s order is paid', async () => {
    const bea = await rest.signUp('bea');
    const { id, session } = await awaiting(bea);
    const review = { productId: '2', rating: 5, title: 'Holds my phone just right', comment: 'Sturdy, and the slot fits my phone in its case.' };
    const posted = await rest.call<{ objectId: string }>('POST', '/classes/Review', { session: bea.session, body: review });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const verified = async () => (await rest.call<{ verified: boolean }>('GET', `/classes/Review/${posted.body.objectId}`)).body.verified;
    expect(await verified()).toBe(false);
    await stripe.standIn.deliver(stripe.standIn.complete(session));
    expect(await verified()).toBe(true);
    await rest.run('cancelOrder', { orderId: id }, bea.session);
    expect(await verified()).toBe(false);
  });
});

describe('with two server instances on one database', () => {
  let secondWebhook: string;
  let stopSecond: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const second = await startThrowawayBackend({ env: { ...stripe.env, DATABASE_URI: stripe.settings.databaseURI } });
    stopSecond = second.stop;
    secondWebhook = second.settings.stripeWebhookURL!;
  }, 120_000);
  afterAll(async () => {
    await stopSecond?.();
  });

  it('makes one change when the same event reaches both at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, session } = await awaiting();
      const event = stripe.standIn.complete(session);
      const answers = await deliverCase(`the same event to two instances at once (${round + 1})`, id, async () => {
        const both = await Promise.all([stripe.standIn.deliver(event), stripe.standIn.deliver(event, { url: secondWebhook })]);
        return { status: both.every((answer) => answer.status === 200) ? 200 : 500, text: both.map((answer) => answer.text).join(' ') };
      });
      expect(answers.status).toBe(200);
      const outcomes = answers.text.match(/"outcome":"[^"]+"/g)!;
      expect(outcomes.filter((outcome) => outcome === '"outcome":"paid"')).toHaveLength(1);
      // One change: the order's first revision, once.
      expect(await stored(id)).toMatchObject({ payment: 'paid', status: 'pending', statusRevision: 1 });
    }
  });
});
