// Orders: priced by the server, readable by their customer and the owner, changed once placed only by claiming
// the status written. With Stripe on, an order is placed only through payOrder (payments.ts), paid through Stripe's
// page, and a paid one is refunded before it is cancelled.
import { orderStatusCopy } from '@/content/orders';
import { paymentRefusals, shippingDetailsCopy } from '@/content/payments';
import type { OrderDraft } from '@/lib/orders/build-order';
import { checkOrder } from '@/lib/orders/order-check';
import { isOrderStatus, isSettableStatus, statusChangeRefusal } from '@/lib/orders/order-status';
import { customerMayCancel, ownerMayMoveAlong, refundable, SHIPPING_DETAIL_LIMIT, shippingDetail } from '@/lib/orders/payment';
import { CLASSES, FUNCTIONS } from '@/lib/shop/server-protocol';
import type { OrderStatus } from '@/types/shop';
import type { OrderRecords } from './order-records';
import type { FunctionRequest, ParseSdk, TriggerRequest } from './parse-api';
import type { Payments } from './payments';
import { reverifyReviews } from './reviews';
import { fieldsOf, isClientKey, master, type CloudContext } from './shared';

/** What only the server writes on an order: its payment (Stripe's word) and the shipment (the owner's). */
const SERVER_WRITTEN = ['payment', 'paymentProblem', 'paidAmount', 'paidCurrency', 'paidAt', 'paymentIntentId', 'refundedAmount', 'refundedAt', 'carrier', 'trackingNumber'];

export function registerOrders(Parse: ParseSdk, cloud: CloudContext, records: OrderRecords, payments: Payments): void {
  const { forbidden, invalid, conflict, notFound, requireOwner, requireUser, refuseChosenId, customerAndOwner } = cloud;
  const { productsOf, orderFields, writeRevision, storedOrder } = records;

  // Orders: priced by the server, readable by their customer and the owner. Once placed, an order changes only
  // through the functions below (and payments.ts), which claim the status they write: the customer's cancelling, and
  // the owner's status change made from the status the owner was shown.
  Parse.Cloud.beforeSave(CLASSES.order, async (request: TriggerRequest) => {
    if (request.master) return;
    const order = request.object;
    if (request.original) throw forbidden('An order changes only by being cancelled by its customer or moved along by the owner.');
    // With Stripe on, an order is paid on Stripe's page: one placed any other way would be an order nobody paid for.
    if (payments.enabled) throw forbidden(payments.payThroughCheckout);
    refuseChosenId(request);
    const user = requireUser(request);
    const clientKey = order.get('clientKey');
    if (!isClientKey(clientKey)) throw invalid('An order needs its key.');
    if (SERVER_WRITTEN.some((field) => order.get(field) !== undefined)) throw invalid(paymentRefusals.serverSetsPayment);
    // Only the card's last four digits are ever kept (lib/orders/build-order.ts), whatever a client puts in their place.
    const last4 = order.get('cardLast4');
    if (last4 !== undefined && !(typeof last4 === 'string' && /^\d{4}$/.test(last4))) throw invalid('Only the last four digits of a card are kept.');
    // An `id` field from the client would become the objectId when set back on the order: it is left out.
    const { id: _id, ...draft } = fieldsOf<OrderDraft & { id?: unknown }>(order);
    const checked = checkOrder(draft, await productsOf(draft));
    if (!checked.ok) throw invalid(checked.message);
    const { userId: _fromClient, ...priced } = checked.order;
    // The status revision starts at 0 whatever the client sent: it orders the status changes (writeRevision).
    order.set({ ...priced, userId: user.id, status: 'pending', clientKey, statusRevision: 0 });
    order.setACL(customerAndOwner(user.id as string));
  });

  Parse.Cloud.define(FUNCTIONS.cancelOrder, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const orderId = String(request.params.orderId ?? '');
    const readable = await new Parse.Query(CLASSES.order).get(orderId, { sessionToken: user.getSessionToken() }).catch(() => undefined);
    // Read again whole (its status revision is the server's, not shown to the customer), once it is known to be theirs.
    const order = readable && readable.get('userId') === user.id ? await storedOrder(orderId) : undefined;
    if (!order) throw notFound(`Order #${orderId} is no longer here.`);
    const fields = orderFields(order);
    const tooLate = orderStatusCopy.tooLateToCancel(orderId);
    if (fields.payment === 'awaiting') throw conflict(paymentRefusals.awaitingPayment(orderId));
    if (!customerMayCancel(fields)) throw conflict(tooLate);
    // A paid order is refunded in full through Stripe before it is called cancelled; refused, it stays as it was.
    await writeRevision(order, tooLate, { status: 'cancelled', ...(refundable(fields) ? { first: () => payments.refundInFull(order) } : {}) });
    await reverifyReviews(Parse, user.id as string, fields.items.map((item) => item.productId));
    return orderFields(order);
  });

  Parse.Cloud.define(FUNCTIONS.setOrderStatus, async (request: FunctionRequest) => {
    await requireOwner(request);
    const orderId = String(request.params.orderId ?? '');
    const { from, to } = request.params;
    if (!isOrderStatus(from) || !isSettableStatus(to)) throw invalid('Unknown order status.');
    // The carrier and tracking number the owner may type when marking it shipped.
    const carrier = shippingDetail(request.params.carrier);
    const trackingNumber = shippingDetail(request.params.trackingNumber);
    if (carrier === null || trackingNumber === null) throw invalid(shippingDetailsCopy.tooLong(SHIPPING_DETAIL_LIMIT));
    const shipment = to === 'shipped' ? { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) } : {};
    const order = await new Parse.Query(CLASSES.order).get(orderId, master).catch(() => undefined);
    if (!order) throw notFound(`Order #${orderId} is no longer here.`);
    const current = order.get('status') as OrderStatus;
    const refusal = statusChangeRefusal(orderId, { from, to }, current);
    if (refusal) throw conflict(refusal);
    // Stripe's page still open, the payment failed, flagged or refunded: there is nothing to work on.
    if (!ownerMayMoveAlong(orderFields(order))) throw conflict(paymentRefusals.notPaid(orderId));
    // Refused when another change claims the same revision first, before what it writes is known.
    if (current !== to) await writeRevision(order, orderStatusCopy.changedElsewhere(orderId), { status: to, fields: shipment });
    else if (Object.keys(shipment).length > 0) {
      order.set(shipment);
      await order.save(null, master);
    }
    // A cancelled order the owner takes up again is a purchase again.
    if (current === 'cancelled') await reverifyReviews(Parse, String(order.get('userId')), orderFields(order).items.map((item) => item.productId));
    return orderFields(order);
  });
}
