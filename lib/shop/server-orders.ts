// Orders on the shared server (server-backend.ts): placed by a customer or a guest, cancelled by the customer, and
// moved on by the owner. The server prices an order and decides whether a status change still applies.
import { serverRefusals, serverUnanswered, serverUnreachable } from '@/content/server';
import { useSession } from '@/lib/store/session';
import type { Order } from '@/types/shop';
import type { Backend } from './backend';
import { fail, succeed, type ShopResult } from './result';
import { shopperSession } from './server-accounts';
import { CLASSES, FUNCTIONS, recordOf, type PaymentStart } from './server-protocol';
import { currentSession, customerToken, keep, orderOf, ownerToken, text, type Json } from './server-records';
import { currentUser, refreshCatalogue } from './server-refresh';
import { request, runFunction, where } from './server-rest';
import { settleWrite, writeKeyFor } from './server-session';

/**
 * Keeps the order a status change was answered with. When it was refused because the order changed meanwhile, the
 * order is read again and kept as it now is, so the page shows what the refusal speaks of.
 */
async function keptStatusChange(orderId: string, session: string | null, answer: ShopResult<Json>): Promise<ShopResult<Order>> {
  if (!answer.ok) {
    if (answer.failure.kind === 'conflict') {
      const order = await storedOrder(orderId, session);
      if (order.ok) await keep.order(order.value);
    }
    return answer;
  }
  const order = recordOf<Order>({ ...answer.value, objectId: answer.value.id ?? orderId });
  await keep.order(order);
  return succeed(order);
}

async function storedOrder(id: string, session: string | null): Promise<ShopResult<Order>> {
  const read = await request<Json>('GET', `/classes/${CLASSES.order}/${encodeURIComponent(id)}`, { session, notFound: `Order #${id} is no longer here.` });
  return read.ok ? succeed(orderOf(read.value)) : read;
}

async function findOrderByKey(key: string, session: string): Promise<ShopResult<Order>> {
  const found = await request<{ results: Json[] }>('GET', `/classes/${CLASSES.order}?${where({ clientKey: key })}`, { session, unreachable: 'order' });
  if (!found.ok) return found;
  const [first] = found.value.results;
  return first ? succeed(orderOf(first)) : fail({ kind: 'conflict', message: serverRefusals.orderUnconfirmed });
}

/** How long Stripe's page stays open for an order, and its margin (lib/orders/payment.ts sessionExpiresAt). */
const SESSION_WINDOW_MS = 31 * 60_000;

/**
 * The order the server answered payOrder with, when it is not the one to pay now: it ended unpaid (its page expired),
 * or it was settled before this page could have opened it (the same cart and details, ordered again later).
 */
function placeAgain({ order, outcome }: PaymentStart<Order>): boolean {
  if (outcome === 'ended') return true;
  return outcome === 'settled' && Date.now() - Date.parse(order.createdAt) > SESSION_WINDOW_MS;
}

export const serverOrders: Pick<Backend, 'placeOrder' | 'cancelOrder' | 'setOrderStatus' | 'payOrder' | 'readOrder' | 'paymentFinished' | 'refundOrder'> = {
  async placeOrder(draft, guest, onStored) {
    const signedIn = useSession.getState().user;
    const shopper = await shopperSession(guest, 'order');
    // Nothing of the order has been sent yet (a guest's account comes first): an answer that came too late is not
    // one the shopper need wonder about.
    if (!shopper.ok) return shopper.failure.message === serverUnanswered.order ? fail({ kind: 'unavailable', message: serverUnreachable.order }) : shopper;
    const session = shopper.value;
    const key = writeKeyFor('order', JSON.stringify(draft));
    const created = await request<Json>('POST', `/classes/${CLASSES.order}`, { session, body: { ...draft, clientKey: key }, unreachable: 'order' });
    if (!created.ok && created.failure.kind === 'unavailable') return created;
    settleWrite('order');
    // The same key again: the first attempt did reach the server, and that order is the one placed.
    const placed = created.ok ? await storedOrder(text(created.value.objectId), session) : created.failure.kind === 'conflict' ? await findOrderByKey(key, session) : created;
    if (!placed.ok) {
      // Refused as priced (a price or the stock changed, or this browser's copy of the catalogue was edited): the
      // checkout re-prices from what the server sells now, so the shopper reviews the real figures and may place
      // the order again, instead of being refused the same way until the page is reloaded.
      if (placed.failure.kind === 'invalid') await refreshCatalogue();
      return placed;
    }
    onStored(placed.value);
    await keep.order(placed.value);
    if (!signedIn) {
      const user = await currentUser(session);
      if (user.ok) await useSession.getState().login(user.value);
    }
    return placed;
  },

  async payOrder(draft, guest) {
    const signedIn = useSession.getState().user;
    const shopper = await shopperSession(guest, 'order');
    if (!shopper.ok) return shopper.failure.message === serverUnanswered.order ? fail({ kind: 'unavailable', message: serverUnreachable.order }) : shopper;
    const session = shopper.value;
    // The order's key stays with this cart and these details until the payment is confirmed (paymentFinished), not
    // only until the server answers: Pay pressed again, back from Stripe's page or after a timeout, answers the same
    // order and the same page while it is open.
    const attempt = async (): Promise<ShopResult<PaymentStart<Order>>> => {
      const clientKey = writeKeyFor('order', JSON.stringify(draft));
      const answer = await runFunction<PaymentStart<Json>>(FUNCTIONS.payOrder, { ...draft, clientKey }, { session, unreachable: 'order' });
      if (!answer.ok) return answer;
      const order = recordOf<Order>({ ...answer.value.order, objectId: answer.value.order.id });
      return succeed({ ...answer.value, order });
    };
    let started = await attempt();
    if (started.ok && placeAgain(started.value)) {
      settleWrite('order');
      started = await attempt();
    }
    if (!started.ok) {
      // Refused as priced: the checkout re-prices from what the server sells now (as placeOrder does).
      if (started.failure.kind === 'invalid') await refreshCatalogue();
      return started;
    }
    const { order, outcome, checkoutUrl } = started.value;
    if (outcome === 'ended') return fail({ kind: 'conflict', message: serverRefusals.orderUnconfirmed });
    await keep.order(order);
    if (!signedIn) {
      const user = await currentUser(session);
      if (user.ok) await useSession.getState().login(user.value);
    }
    return succeed({ order, outcome, ...(checkoutUrl ? { checkoutUrl } : {}) });
  },

  async readOrder(orderId) {
    const read = await storedOrder(orderId, currentSession());
    if (read.ok) await keep.order(read.value);
    return read;
  },

  paymentFinished() {
    settleWrite('order');
  },

  async refundOrder(orderId, from) {
    const session = ownerToken();
    return keptStatusChange(orderId, session, await runFunction<Json>(FUNCTIONS.refundOrder, { orderId, from }, { session, notFound: `Order #${orderId} is no longer here.` }));
  },

  async cancelOrder(orderId) {
    const session = customerToken();
    return keptStatusChange(orderId, session, await runFunction<Json>(FUNCTIONS.cancelOrder, { orderId }, { session, notFound: `Order #${orderId} is no longer here.` }));
  },

  async setOrderStatus(orderId, change) {
    const session = ownerToken();
    return keptStatusChange(orderId, session, await runFunction<Json>(FUNCTIONS.setOrderStatus, { orderId, ...change }, { session, notFound: `Order #${orderId} is no longer here.` }));
  },
};
