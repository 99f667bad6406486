// The order this tab has just placed in the browser's storage, kept in this tab's sessionStorage from the moment
// the order is stored (in the same step: lib/shop/browser-backend.ts) until its confirmation shows. A reload before
// that finds it, and /checkout finishes the placement (the cart emptied, the typed details forgotten, a guest signed
// in; each done again does no harm) and opens the confirmation, instead of showing the same cart to be placed a second
// time or, the cart already emptied, sending the shopper to an empty cart. It does so only while the cart is the one
// the order was placed from, or empty: a shopper who left before the confirmation showed and filled the cart again
// is checking out something new, and that cart is theirs to order.
// (With a shared server the order's key does this: placing it again gives back the order already placed.)
// (Finishing it: lib/shop/placement.ts.)
import type { User } from '@/types/shop';
import { forgetInTab, keepInTab, keptInTab, storedText } from './backing-storage';
import { PLACED_ORDER, STORAGE_KEYS } from './storage-keys';
import { isRecord, isShortText } from './stored-values';
import { fingerprint } from './persisted';

export type GuestNames = Pick<User, 'id' | 'firstName' | 'lastName'>;

export interface PlacedOrder {
  orderId: string;
  /** The guest account made with the order; its email, phone and address are the order's. */
  guest: GuestNames | null;
  /** The fingerprint (persisted.ts) of the cart's stored text when the order was stored: the cart it was placed from. */
  cart: string;
}

/** The fingerprint of the cart as stored now; compare with PlacedOrder.cart. */
export function storedCartFingerprint(): string {
  return fingerprint(storedText(STORAGE_KEYS.cart.key) ?? null);
}

export function rememberPlacedOrder(orderId: string, guest: User | null): void {
  const state: PlacedOrder = {
    orderId,
    guest: guest && { id: guest.id, firstName: guest.firstName, lastName: guest.lastName },
    cart: storedCartFingerprint(),
  };
  // Refused, only the recovery after a reload is lost.
  keepInTab(PLACED_ORDER, state);
}

export function forgetPlacedOrder(): void {
  forgetInTab(PLACED_ORDER);
}

function guestOf(value: unknown): GuestNames | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isShortText(value.id) || typeof value.firstName !== 'string' || typeof value.lastName !== 'string') return undefined;
  return { id: value.id, firstName: value.firstName.slice(0, 200), lastName: value.lastName.slice(0, 200) };
}

/** The order this tab placed and has not yet shown the confirmation of; null when none (or unreadable). */
export function placedOrder(): PlacedOrder | null {
  const state = keptInTab(PLACED_ORDER);
  if (!state) return null;
  const guest = guestOf(state.guest);
  const { orderId, cart } = state;
  return isShortText(orderId) && isShortText(cart) && guest !== undefined ? { orderId, guest, cart } : null;
}
