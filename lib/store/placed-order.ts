// The order this tab has just placed in the browser's storage, kept in this tab's sessionStorage from the moment
// the order is stored (in the same step: lib/shop/browser-backend.ts) until /checkout has finished with it: the
// cart emptied, the typed details forgotten, a guest signed in. A reload in between finds it, and /checkout
// finishes the placement and opens the confirmation, instead of showing the same cart to be placed a second time.
// (With a shared server the order's key does this: placing it again gives back the order already placed.)
import type { Order, User } from '@/types/shop';
import { tabStorage } from './backing-storage';
import { useCart } from './cart';
import { useOrders } from './orders';
import { forgetCheckoutDetails, useSession } from './session';
import { PLACED_ORDER } from './storage-keys';
import { isRecord } from './stored-values';

type GuestNames = Pick<User, 'id' | 'firstName' | 'lastName'>;

interface PlacedOrder {
  orderId: string;
  /** The guest account made with the order; its email, phone and address are the order's. */
  guest: GuestNames | null;
}

export function rememberPlacedOrder(orderId: string, guest: User | null): void {
  const state: PlacedOrder = { orderId, guest: guest && { id: guest.id, firstName: guest.firstName, lastName: guest.lastName } };
  try {
    tabStorage()?.setItem(PLACED_ORDER.key, JSON.stringify({ version: PLACED_ORDER.version, state }));
  } catch {
    // Refused: only the recovery after a reload is lost.
  }
}

export function forgetPlacedOrder(): void {
  try {
    tabStorage()?.removeItem(PLACED_ORDER.key);
  } catch {
    // Refused: nothing was kept either.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

function guestOf(value: unknown): GuestNames | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isText(value.id) || typeof value.firstName !== 'string' || typeof value.lastName !== 'string') return undefined;
  return { id: value.id, firstName: value.firstName.slice(0, 200), lastName: value.lastName.slice(0, 200) };
}

function placedOrder(): PlacedOrder | null {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(PLACED_ORDER.key) ?? 'null');
    if (!isRecord(stored) || stored.version !== PLACED_ORDER.version || !isRecord(stored.state)) return null;
    const guest = guestOf(stored.state.guest);
    return isText(stored.state.orderId) && guest !== undefined ? { orderId: stored.state.orderId, guest } : null;
  } catch {
    return null;
  }
}

const guestAccount = (names: GuestNames, order: Order): User => ({
  ...names,
  email: order.customerEmail,
  phone: order.customerPhone ?? '',
  address: { ...order.shippingAddress },
});

/**
 * What placing an order changes besides the order, done once it is stored: the typed details forgotten, the cart
 * emptied, and this tab's placed order forgotten. A guest is signed in when the page stopped before it could be.
 */
export async function finishPlacement(guest: User | null = null): Promise<void> {
  if (guest && useSession.getState().user === null) await useSession.getState().login(guest);
  forgetCheckoutDetails();
  forgetPlacedOrder();
  await useCart.getState().clear();
}

/**
 * The order this tab stored but did not finish placing (a reload came between), with the guest account it was
 * placed under (null for a signed-in customer); null when there is none. Finish it with finishPlacement.
 */
export async function interruptedPlacement(): Promise<{ order: Order; guest: User | null } | null> {
  const placed = placedOrder();
  if (!placed) return null;
  await useOrders.persisted.read();
  const order = useOrders.getState().orders.find((o) => o.id === placed.orderId);
  if (!order) {
    forgetPlacedOrder();
    return null;
  }
  return { order, guest: placed.guest && guestAccount(placed.guest, order) };
}
