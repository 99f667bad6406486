// Placing and cancelling orders, and the owner's status changes.
import { profileChangesAfterOrder, shopperDetailsOf, validateCheckout } from '@/lib/orders/checkout';
import { orderDraft, type OrderDraft, type OrderDraftInput } from '@/lib/orders/build-order';
import { checkoutCopy } from '@/content/checkout';
import { useCart } from '@/lib/store/cart';
import { useOrders } from '@/lib/store/orders';
import { storedCartFingerprint } from '@/lib/store/placed-order';
import { inTurnAcrossTabs, SITE_LOCKS } from '@/lib/util/site-lock';
import { useSession } from '@/lib/store/session';
import type { OrderStatusChange } from '@/lib/orders/order-status';
import type { Order, User } from '@/types/shop';
import type { Backend } from './backend';
import { fail, invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors, notifyOwner } from './run';

/**
 * Places the order priced at checkout. A guest's account is made from the form's details with the order; a
 * signed-in customer's profile takes the same details as lib/orders/checkout.ts profileChangesAfterOrder says (the address
 * shipped to, a missing name or phone), so either finds them at the next checkout. The owner is told by email once
 * it is stored; that never holds up or undoes the order, and neither does a profile that cannot be updated.
 *
 * The tabs of this browser share one cart, so placing takes turns across them, from checking the cart to the end of
 * `finish` (the page's emptying of the cart, lib/shop/placement.ts): a tab whose cart another tab has ordered or
 * changed since it was priced places nothing.
 */
export async function placeOrder(
  input: Omit<OrderDraftInput, 'userId'>,
  { finish = async () => {}, now = new Date() }: { finish?: (order: Order) => Promise<void>; now?: Date } = {},
): Promise<ShopResult<Order>> {
  const errors = validateCheckout(input.form, now);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  return placeInTurn(input, (shop, draft, guest) => shop.placeOrder(draft, guest, (order) => notifyOwner({ kind: 'order', record: order })), finish);
}

/**
 * What placing an order and paying for one (lib/shop/payments.ts) share, once the form has passed its checks: the
 * turn across tabs, the cart checked against the one priced, the order's draft sent by `send` (a guest's details
 * with it), then the signed-in customer's profile updated and `finish` run, still in the turn.
 */
export function placeInTurn<T>(
  { form, summary }: Omit<OrderDraftInput, 'userId'>,
  send: (shop: Backend, draft: Omit<OrderDraft, 'userId'>, guest: Omit<User, 'id'> | null) => Promise<ShopResult<T>>,
  finish: (placed: T) => Promise<void> = async () => {},
): Promise<ShopResult<T>> {
  // Taken before anything waits: the cart as stored when it was priced.
  const pricedCart = storedCartFingerprint();
  return inTurnAcrossTabs(SITE_LOCKS.placement, async () => {
    if (storedCartFingerprint() !== pricedCart) {
      await useCart.persisted.read();
      const message = useCart.getState().items.length === 0 ? checkoutCopy.orderedInAnotherTab : checkoutCopy.cartChangedInAnotherTab;
      return fail<T>({ kind: 'conflict', message });
    }
    const { userId: _unset, ...draft } = orderDraft({ userId: '', summary, form });
    const details = shopperDetailsOf(form);
    const user = useSession.getState().user;
    const shippedTo = user ? useOrders.getState().orders.filter((o) => o.userId === user.id).map((o) => o.shippingAddress) : [];
    const shop = await backend();
    const placed = await send(shop, draft, user ? null : details);
    if (!placed.ok) return placed;
    const changes = user ? profileChangesAfterOrder(user, details, shippedTo) : null;
    if (changes) await shop.updateProfile(changes);
    await finish(placed.value);
    return placed;
  });
}

/** True when placeOrder placed nothing because another tab had just ordered this cart. */
export const orderedInAnotherTab = (result: ShopResult<Order>): boolean =>
  !result.ok && result.failure.kind === 'conflict' && result.failure.message === checkoutCopy.orderedInAnotherTab;

export const cancelOrder = async (orderId: string) => (await backend()).cancelOrder(orderId);

export const setOrderStatus = async (orderId: string, change: OrderStatusChange) => (await backend()).setOrderStatus(orderId, change);
