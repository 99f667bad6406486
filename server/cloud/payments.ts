// Orders paid through Stripe Checkout (docs/payments.md). payOrder places the order as the shop always has (priced by
// the server, under the order's key and the shopper's ACL) with its payment `awaiting`, then opens its Checkout
// Session, whose address the browser goes to; pressed again, or after a timeout, it answers the same order and the
// same page while that page is open. The order becomes paid only through Stripe's webhook (stripe-webhook.ts).
// Cancelling a paid order refunds it in full through Stripe first (refundInFull, for the customer's cancelOrder in
// orders.ts and the owner's refundOrder below); when Stripe refuses or does not answer, the order stays as it was.
import { orderStatusCopy } from '@/content/orders';
import { paymentRefusals, refundCopy, stripeCheckoutCopy } from '@/content/payments';
import { serverRefusals } from '@/content/server';
import type { OrderDraft } from '@/lib/orders/build-order';
import { checkOrder, PRICES_CHANGED } from '@/lib/orders/order-check';
import { isOrderStatus } from '@/lib/orders/order-status';
import { checkoutSessionParams, EXPIRY_MARGIN_SECONDS, linesTotal, refundable } from '@/lib/orders/payment';
import { toCents, toDollars } from '@/lib/pricing/money';
import { CLASSES, ERROR_CODES, FUNCTIONS, type PaymentStart } from '@/lib/shop/server-protocol';
import type { Order } from '@/types/shop';
import type { OrderFields, OrderRecords } from './order-records';
import type { FunctionRequest, ParseObject, ParseSdk } from './parse-api';
import { reverifyReviews } from './reviews';
import { SERVER_CLASSES } from './schema';
import { isClientKey, master, type CloudContext } from './shared';
import { stripeClient, stripeFailure, stripeSettings } from './stripe';
import { handleStripeEvents } from './stripe-webhook';

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * An order number as Parse makes one (ten letters and digits): the server saves new records with their id
 * (Parse.allowCustomObjectId, server/start.mjs), so an order placed by the server is numbered here.
 */
function newOrderId(): string {
  const random = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(random, (byte) => ID_CHARACTERS[byte % ID_CHARACTERS.length]).join('');
}

/** The fields of an order a shopper's draft gives, as the server priced them: nothing else of what was sent is kept. */
function pricedFields(order: OrderDraft): OrderFields {
  return {
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    ...(typeof order.customerPhone === 'string' && order.customerPhone !== '' ? { customerPhone: order.customerPhone } : {}),
    items: order.items,
    subtotal: order.subtotal,
    shipping: order.shipping,
    shippingMethod: order.shippingMethod,
    tax: order.tax,
    total: order.total,
    shippingAddress: order.shippingAddress,
  };
}

export function registerPayments(Parse: ParseSdk, cloud: CloudContext, records: OrderRecords) {
  const { invalid, conflict, notFound, requireOwner, requireUser, customerAndOwner } = cloud;
  const { productsOf, orderFields, writeRevision, orderByKey, storedOrder } = records;
  const settings = stripeSettings();
  const stripe = settings ? stripeClient(settings) : null;
  const unavailable = (message: string) => new Parse.Error(ERROR_CODES.unavailable, message);

  /** Ends an order whose payment will not come (its page expired or its payment failed): never revenue, the cart kept. */
  async function endUnpaid(order: ParseObject): Promise<void> {
    await writeRevision(order, orderStatusCopy.changedElsewhere(order.id as string), { status: 'cancelled', fields: { payment: 'unpaid' } });
  }

  /** The order's server-side payment record (PaymentSession), made when missing. */
  async function paymentRecord(orderId: string): Promise<ParseObject> {
    const kept = await new Parse.Query(SERVER_CLASSES.paymentSession).get(orderId, master).catch(() => undefined);
    if (kept) return kept;
    const made = new (Parse.Object.extend(SERVER_CLASSES.paymentSession))();
    made.set({ objectId: orderId });
    made.setACL(new Parse.ACL());
    return made;
  }

  /**
   * Refunds what Stripe received for the order, in full; answers the fields to write with the cancelling. One
   * idempotency key per order, so asking again after no answer (or two people cancelling at once) makes one refund.
   * Stripe keeps its answer to a key for a day, a refusal too: after a refusal, which refunded nothing, the next
   * attempt takes a key of its own, or the refusal would be all Stripe said until then.
   */
  async function refundInFull(order: ParseObject): Promise<OrderFields> {
    if (!stripe) throw invalid(refundCopy.notSetUp);
    const orderId = order.id as string;
    const paymentIntent = order.get('paymentIntentId');
    if (typeof paymentIntent !== 'string' || paymentIntent === '') throw conflict(refundCopy.notRefundable(orderId));
    const record = await paymentRecord(orderId);
    const refusals = Number(record.get('refundRefusals') ?? 0);
    const refused = async (reason: string) => {
      record.set('refundRefusals', refusals + 1);
      await record.save(null, master);
      return invalid(refundCopy.refused(reason));
    };
    let refund;
    try {
      refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { order_id: orderId } },
        { idempotencyKey: refusals === 0 ? `refund-${orderId}` : `refund-${orderId}-${refusals}` },
      );
    } catch (error) {
      const failure = stripeFailure(error);
      if (failure.kind === 'refused') throw await refused(failure.reason);
      throw unavailable(failure.kind === 'settings' ? refundCopy.settings : refundCopy.noAnswer);
    }
    if (refund.status === 'failed' || refund.status === 'canceled') throw await refused(refund.failure_reason ?? refund.status);
    return { payment: 'refunded', refundedAmount: toDollars(refund.amount), refundedAt: new Date(refund.created * 1000).toISOString() };
  }

  const answer = (order: ParseObject, outcome: PaymentStart['outcome'], checkoutUrl?: string): PaymentStart<Order> => ({
    order: orderFields(order),
    outcome,
    ...(checkoutUrl ? { checkoutUrl } : {}),
  });

  /** The order's page on Stripe: the one it has while it is open, else a new one (the first, or a retry's). */
  async function checkoutFor(order: ParseObject): Promise<PaymentStart<Order>> {
    if (!stripe || !settings) throw unavailable(stripeCheckoutCopy.notSetUp);
    const payment = order.get('payment');
    if (payment === 'unpaid') return answer(order, 'ended');
    if (payment !== 'awaiting') return answer(order, 'settled');
    const orderId = order.id as string;
    const stored = await new Parse.Query(SERVER_CLASSES.paymentSession).get(orderId, master).catch(() => undefined);
    if (stored) {
      const sessionId = String(stored.get('sessionId'));
      let session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch {
        // Stripe did not say: its page, while its expiry has not passed, says for itself whether it can still be paid.
        if (Date.now() / 1000 < Number(stored.get('closesAt'))) return answer(order, 'open', String(stored.get('url')));
        throw unavailable(stripeCheckoutCopy.stripeUnreachable);
      }
      if (session.status === 'open' && session.url) return answer(order, 'open', session.url);
      if (session.status === 'complete') return answer(order, 'settled');
      await endUnpaid(order).catch(() => undefined);
      return answer((await storedOrder(orderId)) ?? order, 'ended');
    }
    // No page yet: the first attempt, or one whose answer was lost. A retry sends the same parameters under the same
    // key, so Stripe answers the page it already made; once the expiry a retry would send is too close for Stripe to
    // take, the order ends and the cart is placed again as a new one.
    const fields = orderFields(order);
    const params = checkoutSessionParams(fields, settings.shopUrl);
    if (linesTotal(params.line_items) !== toCents(fields.total)) throw invalid(PRICES_CHANGED);
    if (order.createdAt && Date.now() - order.createdAt.getTime() > EXPIRY_MARGIN_SECONDS * 1000) {
      await endUnpaid(order).catch(() => undefined);
      return answer((await storedOrder(orderId)) ?? order, 'ended');
    }
    let session;
    try {
      session = await stripe.checkout.sessions.create(params, { idempotencyKey: String(order.get('clientKey')) });
    } catch (error) {
      const failure = stripeFailure(error);
      // Two presses of Pay at once: Stripe is still making the first one's page.
      const inFlight = (error as { code?: unknown }).code === 'idempotency_key_in_use';
      if (failure.kind === 'refused' && !inFlight) throw invalid(stripeCheckoutCopy.stripeRefused(failure.reason));
      throw unavailable(failure.kind === 'settings' ? stripeCheckoutCopy.stripeSettings : stripeCheckoutCopy.stripeUnreachable);
    }
    if (!session.url) throw unavailable(stripeCheckoutCopy.stripeUnreachable);
    const kept = new (Parse.Object.extend(SERVER_CLASSES.paymentSession))();
    // (Not `expiresAt`: Parse's PostgreSQL adapter reads a field of that name as a date, in every class.)
    kept.set({ objectId: orderId, sessionId: session.id, url: session.url, closesAt: session.expires_at });
    kept.setACL(new Parse.ACL());
    await kept.save(null, master).catch((error: { code?: number }) => {
      if (error.code !== ERROR_CODES.duplicate) throw error;
    });
    return answer(order, 'open', session.url);
  }

  Parse.Cloud.define(FUNCTIONS.payOrder, async (request: FunctionRequest) => {
    const user = requireUser(request);
    if (!stripe) throw unavailable(stripeCheckoutCopy.notSetUp);
    const { clientKey, ...sent } = request.params;
    if (!isClientKey(clientKey)) throw invalid('An order needs its key.');
    let order = await orderByKey(clientKey);
    if (!order) {
      const draft = sent as unknown as OrderDraft;
      const checked = checkOrder(draft, await productsOf(draft));
      if (!checked.ok) throw invalid(checked.message);
      const placed = new (Parse.Object.extend(CLASSES.order))();
      placed.set({ objectId: newOrderId(), ...pricedFields(checked.order), userId: user.id, status: 'pending', payment: 'awaiting', clientKey, statusRevision: 0 });
      placed.setACL(customerAndOwner(user.id as string));
      try {
        order = await placed.save(null, master);
      } catch (error) {
        // Pay pressed twice at once: the other press placed it.
        if ((error as { code?: number }).code !== ERROR_CODES.duplicate) throw error;
        order = await orderByKey(clientKey);
        if (!order) throw error;
      }
    }
    if (order.get('userId') !== user.id) throw conflict(serverRefusals.orderUnconfirmed);
    return checkoutFor(order);
  });

  Parse.Cloud.define(FUNCTIONS.refundOrder, async (request: FunctionRequest) => {
    await requireOwner(request);
    const orderId = String(request.params.orderId ?? '');
    const { from } = request.params;
    if (!isOrderStatus(from)) throw invalid('Unknown order status.');
    const order = await storedOrder(orderId);
    if (!order) throw notFound(`Order #${orderId} is no longer here.`);
    const fields = orderFields(order);
    if (fields.status !== from) throw conflict(orderStatusCopy.changedElsewhere(orderId, fields.status));
    if (!refundable(fields)) throw conflict(refundCopy.notRefundable(orderId));
    await writeRevision(order, orderStatusCopy.changedElsewhere(orderId), { status: 'cancelled', first: () => refundInFull(order) });
    await reverifyReviews(Parse, fields.userId, fields.items.map((item) => item.productId));
    return orderFields(order);
  });

  if (stripe && settings) handleStripeEvents(Parse, records, { stripe, webhookSecret: settings.webhookSecret });

  return {
    /** Whether this server takes payment through Stripe. */
    enabled: stripe !== null,
    refundInFull,
    /** The refusal of a client's own order, when orders are paid through payOrder only. */
    payThroughCheckout: paymentRefusals.payThroughCheckout,
  };
}

export type Payments = ReturnType<typeof registerPayments>;
