// The order this tab has just placed in the browser's storage, kept in this tab's sessionStorage from the moment
// the order is stored (in the same step: lib/shop/browser-backend.ts) until its confirmation shows. A reload before
// that finds it, and /checkout finishes the placement (the cart emptied, the typed details forgotten, a guest signed
// in; each done again does no harm) and opens the confirmation, instead of showing the same cart to be placed a second
// time or, the cart already emptied, sending the shopper to an empty cart.
// (With a shared server the order's key does this: placing it again gives back the order already placed.)
// (Finishing it: lib/shop/placement.ts.)
import type { User } from '@/types/shop';
import { tabStorage } from './backing-storage';
import { PLACED_ORDER } from './storage-keys';
import { isRecord } from './stored-values';

export type GuestNames = Pick<User, 'id' | 'firstName' | 'lastName'>;

export interface PlacedOrder {
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

/** The order this tab placed and has not yet shown the confirmation of; null when none (or unreadable). */
export function placedOrder(): PlacedOrder | null {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(PLACED_ORDER.key) ?? 'null');
    if (!isRecord(stored) || stored.version !== PLACED_ORDER.version || !isRecord(stored.state)) return null;
    const guest = guestOf(stored.state.guest);
    return isText(stored.state.orderId) && guest !== undefined ? { orderId: stored.state.orderId, guest } : null;
  } catch {
    return null;
  }
}
