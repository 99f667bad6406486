// How orders read to a shopper: status names (rules §4) and the confirmation page's words.
import type { OrderStatus } from '@/types/shop';

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const confirmationCopy = {
  heading: 'Thank you for your order!',
  intro: 'We have your order and will start on it soon. Keep your order number to find it again.',
  guestNote: (email: string) =>
    `You are signed in as a guest (${email}), so this order is also listed with your orders on this device.`,
  notFoundText: 'We could not find that order on this device. The link may be incomplete, or the order was placed in another browser.',
};
