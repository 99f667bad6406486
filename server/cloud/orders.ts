// Orders: priced by the server, readable by their customer and the owner, changed once placed only by claiming
// the status written.
import { orderStatusCopy } from '@/content/orders';
import type { OrderDraft } from '@/lib/orders/build-order';
import { canCancel } from '@/lib/orders/customer-orders';
import { checkOrder } from '@/lib/orders/order-check';
import { isOrderStatus, isSettableStatus, statusChangeRefusal } from '@/lib/orders/order-status';
import { CLASSES, FUNCTIONS } from '@/lib/shop/server-protocol';
import type { Order, OrderStatus, Product } from '@/types/shop';
import type { FunctionRequest, ParseObject, ParseSdk, TriggerRequest } from './parse-api';
import { reverifyReviews } from './reviews';
import { fieldsOf, isClientKey, master, type CloudContext } from './shared';

export function registerOrders(Parse: ParseSdk, cloud: CloudContext): void {
  const { forbidden, invalid, conflict, notFound, requireOwner, requireUser, refuseChosenId, customerAndOwner, claimRevision, revisionWritten, releaseClaim } = cloud;

  /** The products an order names, as stored now (a product's objectId is its id). */
  async function productsOf(draft: OrderDraft): Promise<Product[]> {
    const ids = Array.isArray(draft.items) ? [...new Set(draft.items.map((item) => String(item?.productId ?? '')))] : [];
    if (ids.length === 0) return [];
    const stored = await new Parse.Query(CLASSES.product).containedIn('objectId', ids).limit(ids.length).find(master);
    return stored.map((object) => ({ ...fieldsOf<Product>(object), reviews: [] }));
  }

  /**
   * Writes the order's new status under a claim on its next status revision: the owner's status change and a
   * customer's cancelling both read the status first, and without the claim both would be written (a shipped order
   * cancelled). The change that loses is refused with `refusal`.
   */
  async function writeStatus(order: ParseObject, status: OrderStatus, refusal: string): Promise<void> {
    const orderId = order.id as string;
    const revision = Number(order.get('statusRevision') ?? 0) + 1;
    if (!(await claimRevision(CLASSES.order, orderId, revision))) throw conflict(refusal);
    order.set({ status, statusRevision: revision });
    try {
      await order.save(null, master);
    } catch (error) {
      if (await revisionWritten(CLASSES.order, orderId, revision)) throw conflict(refusal);
      await releaseClaim(CLASSES.order, orderId, revision);
      throw error;
    }
  }

  /** The order as its customer and the owner read it: how the server orders status changes is its own business. */
  function orderFields(order: ParseObject): Order {
    const { statusRevision: _revision, ...fields } = fieldsOf<Order & { statusRevision?: number }>(order);
    return fields;
  }

  // Orders: priced by the server, readable by their customer and the owner. Once placed, an order changes only
  // through the two functions below, which claim the status they write: the customer's cancelling, and the owner's
  // status change made from the status the owner was shown.
  Parse.Cloud.beforeSave(CLASSES.order, async (request: TriggerRequest) => {
    if (request.master) return;
    const order = request.object;
    if (request.original) throw forbidden('An order changes only by being cancelled by its customer or moved along by the owner.');
    refuseChosenId(request);
    const user = requireUser(request);
    const clientKey = order.get('clientKey');
    if (!isClientKey(clientKey)) throw invalid('An order needs its key.');
    // Only the card's last four digits are ever kept (lib/orders/build-order.ts), whatever a client puts in their place.
    const last4 = order.get('cardLast4');
    if (last4 !== undefined && !(typeof last4 === 'string' && /^\d{4}$/.test(last4))) throw invalid('Only the last four digits of a card are kept.');
    // An `id` field from the client would become the objectId when set back on the order: it is left out.
    const { id: _id, ...draft } = fieldsOf<OrderDraft & { id?: unknown }>(order);
    const checked = checkOrder(draft, await productsOf(draft));
    if (!checked.ok) throw invalid(checked.message);
    const { userId: _fromClient, ...priced } = checked.order;
    // The status revision starts at 0 whatever the client sent: it orders the status changes (writeStatus).
    order.set({ ...priced, userId: user.id, status: 'pending', clientKey, statusRevision: 0 });
    order.setACL(customerAndOwner(user.id as string));
  });

  Parse.Cloud.define(FUNCTIONS.cancelOrder, async (request: FunctionRequest) => {
    const user = requireUser(request);
    const orderId = String(request.params.orderId ?? '');
    const order = await new Parse.Query(CLASSES.order).get(orderId, { sessionToken: user.getSessionToken() }).catch(() => undefined);
    if (!order || order.get('userId') !== user.id) throw notFound(`Order #${orderId} is no longer here.`);
    const tooLate = orderStatusCopy.tooLateToCancel(orderId);
    if (!canCancel(order.get('status') as never)) throw conflict(tooLate);
    await writeStatus(order, 'cancelled', tooLate);
    await reverifyReviews(Parse, user.id as string, fieldsOf<Order>(order).items.map((item) => item.productId));
    return orderFields(order);
  });

  Parse.Cloud.define(FUNCTIONS.setOrderStatus, async (request: FunctionRequest) => {
    await requireOwner(request);
    const orderId = String(request.params.orderId ?? '');
    const { from, to } = request.params;
    if (!isOrderStatus(from) || !isSettableStatus(to)) throw invalid('Unknown order status.');
    const order = await new Parse.Query(CLASSES.order).get(orderId, master).catch(() => undefined);
    if (!order) throw notFound(`Order #${orderId} is no longer here.`);
    const current = order.get('status') as OrderStatus;
    const refusal = statusChangeRefusal(orderId, { from, to }, current);
    if (refusal) throw conflict(refusal);
    // Refused when another change claims the same revision first, before what it writes is known.
    if (current !== to) await writeStatus(order, to, orderStatusCopy.changedElsewhere(orderId));
    // A cancelled order the owner takes up again is a purchase again.
    if (current === 'cancelled') await reverifyReviews(Parse, String(order.get('userId')), fieldsOf<Order>(order).items.map((item) => item.productId));
    return orderFields(order);
  });
}
