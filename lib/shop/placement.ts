// Finishing an order this tab placed (lib/store/placed-order.ts): what placing it changes besides the order, on the
// way to its confirmation, and again after a reload that came between.
import type { Order, User } from '@/types/shop';
import { useCart } from '@/lib/store/cart';
import { useOrders } from '@/lib/store/orders';
import { forgetCheckoutDetails, useSession } from '@/lib/store/session';
import { forgetPlacedOrder, placedOrder, storedCartFingerprint, type GuestNames } from '@/lib/store/placed-order';

const guestAccount = (names: GuestNames, order: Order): User => ({
  ...names,
  email: order.customerEmail,
  phone: order.customerPhone ?? '',
  address: { ...order.shippingAddress },
});

/**
 * What placing an order changes besides the order, done once it is stored: the cart emptied and the typed details
 * forgotten. A guest is signed in when the page stopped before it could be. This tab's placed order is forgotten
 * by its confirmation (forgetPlacedOrder), so a reload before that still finds it.
 */
export async function finishPlacement(guest: User | null = null): Promise<void> {
  if (guest && useSession.getState().user === null) await useSession.getState().login(guest);
  await useCart.getState().clear();
  forgetCheckoutDetails();
}

/**
 * The order this tab stored but did not finish placing (a reload came between), with the guest account it was
 * placed under (null for a signed-in customer); null when there is none. Finish it with finishPlacement.
 * None either once the cart holds something else than the order was placed from: the shopper left before its
 * confirmation showed and has filled the cart again since, and that cart is not to be emptied.
 */
export async function interruptedPlacement(): Promise<{ order: Order; guest: User | null } | null> {
  const placed = placedOrder();
  if (!placed) return null;
  await useOrders.persisted.read();
  const order = useOrders.getState().orders.find((o) => o.id === placed.orderId);
  const cartAsPlaced = useCart.getState().items.length === 0 || storedCartFingerprint() === placed.cart;
  if (!order || !cartAsPlaced) {
    forgetPlacedOrder();
    return null;
  }
  return { order, guest: placed.guest && guestAccount(placed.guest, order) };
}
