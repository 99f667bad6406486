// The owner's status change (rules §4) may set any of the four statuses, in any order, but only on the order as the
// owner was shown it. A change made meanwhile (its customer cancelling, the owner in another tab) is not written over
// unseen: the change is refused, and the owner sees the order as it now is.
import { orderStatusCopy } from '@/content/orders';
import { ORDER_STATUSES, type OrderStatus } from '@/types/shop';

/** The statuses the owner sets; `cancelled` is the customer's to set. */
export type SettableOrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderStatusChange {
  /** The status the owner was shown when choosing. */
  from: OrderStatus;
  to: SettableOrderStatus;
  /** With a shared server, what the owner may type when marking an order shipped (kept on the order, shown to its customer). */
  carrier?: string;
  trackingNumber?: string;
}

export function isSettableStatus(value: unknown): value is SettableOrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return isSettableStatus(value) || value === 'cancelled';
}

/**
 * Why the change cannot be made to an order whose status is now `current`, or null when it can: the order still
 * has the status the owner saw, or already has the one they chose.
 */
export function statusChangeRefusal(orderId: string, change: OrderStatusChange, current: OrderStatus): string | null {
  return current === change.from || current === change.to ? null : orderStatusCopy.changedElsewhere(orderId, current);
}
