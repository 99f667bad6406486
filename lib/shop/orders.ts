// Placing and cancelling orders, and the owner's status changes.
import { profileChangesAfterOrder, shopperDetailsOf, validateCheckout } from '../checkout';
import { orderDraft, type OrderDraftInput } from '../orders';
import { useOrders } from '../store/orders';
import { useSession } from '../store/session';
import type { OrderStatusChange } from '../order-status';
import type { Order } from '@/types/shop';
import { invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors, notifyOwner } from './run';

/**
 * Places the order priced at checkout. A guest's account is made from the form's details with the order; a
 * signed-in customer's profile takes the same details as lib/checkout.ts profileChangesAfterOrder says (the address
 * shipped to, a missing name or phone), so either finds them at the next checkout. The owner is told by email once
 * it is stored; that never holds up or undoes the order, and neither does a profile that cannot be updated.
 */
export async function placeOrder({ form, summary }: Omit<OrderDraftInput, 'userId'>, now = new Date()): Promise<ShopResult<Order>> {
  const errors = validateCheckout(form, now);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  const { userId: _unset, ...draft } = orderDraft({ userId: '', summary, form });
  const details = shopperDetailsOf(form);
  const user = useSession.getState().user;
  const shippedTo = user ? useOrders.getState().orders.filter((o) => o.userId === user.id).map((o) => o.shippingAddress) : [];
  const shop = await backend();
  const placed = await shop.placeOrder(draft, user ? null : details, (order) => notifyOwner({ kind: 'order', record: order }));
  if (!placed.ok) return placed;
  const changes = user ? profileChangesAfterOrder(user, details, shippedTo) : null;
  if (changes) await shop.updateProfile(changes);
  return placed;
}

export const cancelOrder = async (orderId: string) => (await backend()).cancelOrder(orderId);

export const setOrderStatus = async (orderId: string, change: OrderStatusChange) => (await backend()).setOrderStatus(orderId, change);
