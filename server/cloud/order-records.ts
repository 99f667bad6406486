// What the order functions (orders.ts) and the payment ones (payments.ts) share: the products an order names, the
// order as its customer and the owner read it, and the writes of an order once placed, each under a claim on the
// order's next status revision, so that of two changes made from the same read (two server instances handling one
// Stripe event, a customer's cancelling and the owner's shipping) only one is written.
import type { OrderDraft } from '@/lib/orders/build-order';
import { CLASSES } from '@/lib/shop/server-protocol';
import type { Order, OrderStatus, Product } from '@/types/shop';
import type { ParseObject, ParseSdk } from './parse-api';
import { fieldsOf, master, type CloudContext } from './shared';

export type OrderFields = Record<string, unknown>;

export function orderRecords(Parse: ParseSdk, cloud: CloudContext) {
  const { conflict, claimRevision, revisionWritten, releaseClaim } = cloud;

  /** The products an order names, as stored now (a product's objectId is its id). */
  async function productsOf(draft: OrderDraft): Promise<Product[]> {
    const ids = Array.isArray(draft.items) ? [...new Set(draft.items.map((item) => String(item?.productId ?? '')))] : [];
    if (ids.length === 0) return [];
    const stored = await new Parse.Query(CLASSES.product).containedIn('objectId', ids).limit(ids.length).find(master);
    return stored.map((object) => ({ ...fieldsOf<Product>(object), reviews: [] }));
  }

  /** The order as its customer and the owner read it: how the server orders status changes is its own business. */
  function orderFields(order: ParseObject): Order {
    const { statusRevision: _revision, ...fields } = fieldsOf<Order & { statusRevision?: number }>(order);
    return fields;
  }

  /**
   * Writes the order's next revision: `fields` (and a new status, when given) under a claim on it. The owner's status
   * change, a customer's cancelling and a Stripe event all read the order first, and without the claim two of them
   * would both be written (a shipped order cancelled, a payment counted twice). The change that loses is refused with
   * `refusal`. `first` runs once the claim is held and before anything is written (a refund through Stripe): when it
   * fails, the claim is given back and nothing is written; what it answers is written with the rest.
   */
  async function writeRevision(
    order: ParseObject,
    refusal: string,
    { status, fields = {}, first }: { status?: OrderStatus; fields?: OrderFields; first?: () => Promise<OrderFields> } = {},
  ): Promise<void> {
    const orderId = order.id as string;
    const revision = Number(order.get('statusRevision') ?? 0) + 1;
    if (!(await claimRevision(CLASSES.order, orderId, revision))) throw conflict(refusal);
    let done: OrderFields = {};
    if (first) {
      try {
        done = await first();
      } catch (error) {
        await releaseClaim(CLASSES.order, orderId, revision);
        throw error;
      }
    }
    order.set({ ...fields, ...done, ...(status ? { status } : {}), statusRevision: revision });
    try {
      await order.save(null, master);
    } catch (error) {
      if (await revisionWritten(CLASSES.order, orderId, revision)) throw conflict(refusal);
      await releaseClaim(CLASSES.order, orderId, revision);
      throw error;
    }
  }

  /** The order with this browser key, as stored (the master key: the caller checks whose it is). */
  const orderByKey = (clientKey: string): Promise<ParseObject | undefined> =>
    new Parse.Query(CLASSES.order).equalTo('clientKey', clientKey).first(master);

  /** The order with this id as stored now, or undefined. */
  const storedOrder = (orderId: string): Promise<ParseObject | undefined> =>
    new Parse.Query(CLASSES.order).get(orderId, master).catch(() => undefined);

  return { productsOf, orderFields, writeRevision, orderByKey, storedOrder };
}

export type OrderRecords = ReturnType<typeof orderRecords>;
