// How orders read: status names (rules §4), the owner's refused status change and the confirmation page's words.
import type { OrderStatus } from '@/types/shop';

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const orderStatusCopy = {
  /** The owner's status change, saved. */
  changed: (orderId: string, status: OrderStatus) => `Order #${orderId} is now ${orderStatusLabels[status].toLowerCase()}.`,
  /** The customer's Cancel Order, once the order has left pending and processing. */
  tooLateToCancel: (orderId: string) => `Order #${orderId} can no longer be cancelled.`,
  /**
   * The owner chose a status for an order that changed since their page read it: to `status`, or (when two changes
   * meet at the server) to what the other change is writing.
   */
  changedElsewhere: (orderId: string, status?: OrderStatus) =>
    `Order #${orderId} was changed elsewhere just now${status ? ` and is now ${orderStatusLabels[status].toLowerCase()}` : ''}. Nothing was saved: check the order, then choose its status again.`,
};

export const confirmationCopy = {
  heading: 'Thank you for your order!',
  intro: 'We have your order and will start on it soon. Keep your order number to find it again.',
  guestNote: (email: string) =>
    `You are signed in as a guest (${email}), so this order is also listed with your orders on this device.`,
  notFoundText: 'We could not find that order on this device. The link may be incomplete, or the order was placed in another browser.',
  /** The same to someone signed out: the order may be theirs, shown once they sign in. */
  notFoundSignedOut: 'We could not show that order. If you placed it while signed in, sign in to see it; the link may also be incomplete.',
  signInToSee: 'Sign in to see your order',
};

/** Where a shopper goes once an order is placed: from its confirmation, or from a tab whose cart another tab ordered. */
export const afterOrderLinks = {
  yourOrders: { href: '/dashboard?tab=orders', label: 'View your orders' },
  continueShopping: { href: '/products', label: 'Continue shopping' },
};
