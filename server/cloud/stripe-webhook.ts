// Stripe's webhook, on the server's own HTTP app beside Parse (server/start.mjs hands stripeWebhook to
// ParseServer.startApp's `middleware`): it reads the raw body, checks its Stripe-Signature with the `stripe` package
// (default tolerance, 300 s), and only then reads the event (docs/payments.md has the table of cases):
// - checkout.session.completed with payment_status `paid`, or checkout.session.async_payment_succeeded: the order
//   becomes paid (still pending: the owner's work starts), keeping the PaymentIntent, amount, currency and time; an
//   amount or currency that is not the order's flags it for the owner instead, with the reason;
// - checkout.session.async_payment_failed and checkout.session.expired: the order ends unpaid (cancelled);
// - an event seen before (its id is kept), one for an order no longer awaiting its payment, or one two instances
//   handle at once (each change claims the order's next revision: order-records.ts) changes nothing more.
// A request whose signature does not check out is answered 400 and changes nothing; no answer carries a stack trace.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { paymentProblem } from '@/lib/orders/payment';
import { toDollars } from '@/lib/pricing/money';
import { ERROR_CODES } from '@/lib/shop/server-protocol';
import type { OrderFields, OrderRecords } from './order-records';
import type { ParseObject, ParseSdk } from './parse-api';
import { reverifyReviews } from './reviews';
import { SERVER_CLASSES } from './schema';
import { master } from './shared';

/** Where Stripe sends its events: beside Parse's /parse on the same address (docs/payments.md). */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/** Stripe's events are a few kB; anything much larger is not one. */
const LARGEST_BODY_BYTES = 1024 * 1024;

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

type Handler = (body: Buffer, signature: string | undefined) => Promise<Answer>;

/** Set when the Cloud Code registers with Stripe on (payments.ts); without it, the path is not the shop's. */
let handler: Handler | null = null;

/** What the webhook did with an event, kept with its id (PaymentEvent) and answered to Stripe. */
type Outcome = string;

export function handleStripeEvents(Parse: ParseSdk, records: OrderRecords, { stripe, webhookSecret }: { stripe: Stripe; webhookSecret: string }): void {
  const { writeRevision, storedOrder, orderFields } = records;

  async function settle(order: ParseObject, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<Outcome> {
    const problem = paymentProblem(orderFields(order).total, { amount: session.amount_total, currency: session.currency });
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    const fields: OrderFields = {
      payment: problem ? 'flagged' : 'paid',
      ...(problem ? { paymentProblem: problem } : {}),
      paidAmount: toDollars(session.amount_total ?? 0),
      paidCurrency: session.currency ?? '',
      paidAt: new Date(event.created * 1000).toISOString(),
      ...(intent ? { paymentIntentId: intent } : {}),
    };
    await writeRevision(order, 'changed', { fields });
    // The purchase now earns its reviews' verified mark (lib/orders/payment.ts countsAsPaid).
    if (!problem) await reverifyReviews(Parse, String(order.get('userId')), orderFields(order).items.map((item) => item.productId));
    return problem ? 'flagged' : 'paid';
  }

  async function apply(order: ParseObject, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<Outcome> {
    const kept = await new Parse.Query(SERVER_CLASSES.paymentSession).get(order.id as string, master).catch(() => undefined);
    if (kept && kept.get('sessionId') !== session.id) return 'not this order’s session';
    const payment = order.get('payment');
    if (payment !== 'awaiting') return `order already ${typeof payment === 'string' ? payment : 'without online payment'}`;
    switch (event.type) {
      case 'checkout.session.completed':
        // Paid later (a bank debit): async_payment_succeeded or _failed will say.
        return session.payment_status === 'paid' ? settle(order, event, session) : 'awaiting the payment';
      case 'checkout.session.async_payment_succeeded':
        return settle(order, event, session);
      default:
        await writeRevision(order, 'changed', { status: 'cancelled', fields: { payment: 'unpaid' } });
        return 'unpaid';
    }
  }

  async function handle(event: Stripe.Event): Promise<Outcome> {
    if (!HANDLED.has(event.type)) return 'not an event the shop follows';
    if (await new Parse.Query(SERVER_CLASSES.paymentEvent).get(event.id, master).catch(() => undefined)) return 'seen before';
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = String(session.metadata?.order_id ?? session.client_reference_id ?? '');
    const order = orderId ? await storedOrder(orderId) : undefined;
    let outcome: Outcome;
    try {
      outcome = order ? await apply(order, event, session) : 'unknown order';
    } catch (error) {
      // Another instance (or another event for this order) claimed the order's next revision first.
      if ((error as { code?: number }).code !== ERROR_CODES.conflict) throw error;
      outcome = 'changed by another event';
    }
    const seen = new (Parse.Object.extend(SERVER_CLASSES.paymentEvent))();
    seen.set({ objectId: event.id, type: event.type, orderId, outcome });
    seen.setACL(new Parse.ACL());
    await seen.save(null, master).catch((error: { code?: number }) => {
      if (error.code !== ERROR_CODES.duplicate) throw error;
    });
    return outcome;
  }

  handler = async (body, signature) => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body, signature ?? '', webhookSecret);
    } catch {
      return { status: 400, body: { error: 'The Stripe-Signature header does not check out.' } };
    }
    try {
      return { status: 200, body: { received: true, outcome: await handle(event) } };
    } catch (error) {
      console.error('Stripe event', event.id, error);
      // Stripe sends it again later.
      return { status: 500, body: { error: 'The event could not be handled just now.' } };
    }
  };
}

function send(res: ServerResponse, { status, body }: Answer): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

/** The raw body, byte for byte, as the signature was made over it; null when it is larger than any event. */
function rawBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > LARGEST_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Express middleware for ParseServer.startApp: the webhook at STRIPE_WEBHOOK_PATH, everything else on to Parse. */
export function stripeWebhook(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const path = (req.url ?? '').split('?')[0];
  if (path !== STRIPE_WEBHOOK_PATH || !handler) {
    next();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    send(res, { status: 405, body: { error: 'Stripe sends its events with POST.' } });
    return;
  }
  const handle = handler;
  void rawBody(req)
    .then(async (body) => {
      if (body === null) return send(res, { status: 413, body: { error: 'Too large for a Stripe event.' } });
      const signature = req.headers['stripe-signature'];
      send(res, await handle(body, Array.isArray(signature) ? signature[0] : signature));
    })
    .catch((error: unknown) => {
      console.error('Stripe webhook', error);
      if (!res.headersSent) send(res, { status: 500, body: { error: 'The event could not be handled just now.' } });
    });
}
