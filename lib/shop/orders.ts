// Placing and cancelling orders, and the owner's status changes.
import { validateCheckout, shippingAddressOf, type CheckoutForm } from '../checkout';
import { orderDraft, type OrderDraftInput } from '../orders';
import { useSession } from '../store/session';
import type { OrderStatusChange } from '../order-status';
import type { Order, User } from '@/types/shop';
import { invalid, type ShopResult } from './result';
import { backend, checkFields, hasErrors, notifyOwner } from './run';

/**
 * Places the order priced at checkout. A guest's account is made from the form with the order. The owner is told
 * by email once it is stored; that never holds up or undoes the order.
 */
export async function placeOrder({ form, summary }: Omit<OrderDraftInput, 'userId'>, now = new Date()): Promise<ShopResult<Order>> {
  const errors = validateCheckout(form, now);
  if (hasErrors(errors)) return invalid(checkFields, errors);
  const { userId: _unset, ...draft } = orderDraft({ userId: '', summary, form });
  const placed = await (await backend()).placeOrder(draft, useSession.getState().user ? null : guestDetails(form));
  if (placed.ok) notifyOwner({ kind: 'order', record: placed.value });
  return placed;
}

function guestDetails(form: CheckoutForm): Omit<User, 'id'> {
  return {
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    address: shippingAddressOf(form),
  };
}

export const cancelOrder = async (orderId: string) => (await backend()).cancelOrder(orderId);

export const setOrderStatus = async (orderId: string, change: OrderStatusChange) => (await backend()).setOrderStatus(orderId, change);
