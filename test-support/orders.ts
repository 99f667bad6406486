// An order's priced lines and totals, written out so a test states what the pricing rules must compute. Used only
// by tests: the price check's (lib/orders/order-check.test.ts) and the shared server's.
import type { OrderDraft } from '@/lib/orders/build-order';

/**
 * Two Oak Phone Stands (product '2', $34, 0.6 lb each) to Lloydminster, Canada by Standard Shipping:
 * subtotal 2 x $34 = $68; shipping $15 + $3 x 0.2 lb over the first pound = $15.60; tax 8% of $68 = $5.44;
 * total $68 + $15.60 + $5.44 = $89.04.
 */
export const twoOakPhoneStands: Omit<OrderDraft, 'userId' | 'customerEmail' | 'customerName'> = {
  items: [{ productId: '2', productName: 'Oak Phone Stand', unitPrice: 34, quantity: 2, customizations: [] }],
  subtotal: 68,
  shipping: 15.6,
  shippingMethod: 'Standard Shipping',
  tax: 5.44,
  total: 89.04,
  shippingAddress: { street: '4812 50 Avenue', city: 'Lloydminster', state: 'AB', zipCode: 'T9V 0W8', country: 'Canada' },
};
