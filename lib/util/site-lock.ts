// Work that must not run in two of the shop's tabs at once takes turns under a named Web Lock. Every name is here.

export const SITE_LOCKS = {
  /** A save to one stored key (lib/store/persisted.ts). */
  storedKey: (key: string) => `shop-storage:${key}`,
  /** A pass sending the owner's notifications (lib/notifications/outbox.ts). */
  notifications: 'shop-notifications',
  /** Placing an order, from the cart's check to its emptying (lib/shop/orders.ts). */
  placement: 'shop-placement',
} as const;

export const haveSiteLocks = (): boolean => typeof navigator !== 'undefined' && navigator.locks !== undefined;

/**
 * Runs `work` while no other tab of this shop holds the lock `name`, where the browser has Web Locks; without them
 * (an old browser, a test) or when the browser refuses them (it blocks site data: "SecurityError"), at once.
 */
export async function inTurnAcrossTabs<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!haveSiteLocks()) return work();
  let granted = false;
  try {
    // The lock is held until work's promise settles, and request resolves to its result.
    return (await navigator.locks.request(name, () => {
      granted = true;
      return work();
    })) as T;
  } catch (error) {
    if (granted) throw error;
    return work();
  }
}
