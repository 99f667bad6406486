// Placing an order (rules §3, §4): the Order is built from the priced cart and the checkout form. The card
// number and security code never reach it: only the last four digits are kept, for display.
import type { CartSummary } from '@/lib/pricing/priced-cart';
import { cardLast4, shippingAddressOf, type CheckoutForm } from './checkout';
import type { Order, OrderItem } from '@/types/shop';

/** An order as the shopper sends it; whoever stores it (the backend) gives it its id, status and date. */
export type OrderDraft = Omit<Order, 'id' | 'status' | 'createdAt'>;

export interface OrderDraftInput {
  userId: string;
  /** The checkout summary: its available lines are what is bought, its shipping option and totals what is charged. */
  summary: Pick<CartSummary, 'lines' | 'shipping' | 'totals'>;
  form: CheckoutForm;
}

export interface NewOrderInput extends OrderDraftInput {
  id: string;
  createdAt: Date;
}

/** A new order is pending (rules §4), numbered and dated by whoever stores it. */
export function stampOrder(draft: OrderDraft, id: string, createdAt: Date): Order {
  return { ...draft, id, status: 'pending', createdAt: createdAt.toISOString() };
}

export function buildOrder({ id, createdAt, ...input }: NewOrderInput): Order {
  return stampOrder(orderDraft(input), id, createdAt);
}

export function orderDraft({ userId, summary, form }: OrderDraftInput): OrderDraft {
  if (summary.lines.length === 0) throw new Error('An order needs at least one line that can be bought');
  if (!summary.shipping) throw new Error('An order needs a shipping option');
  const items: OrderItem[] = summary.lines.map((line) => ({
    productId: line.product.id,
    productName: line.product.name,
    ...(line.product.images[0] ? { image: line.product.images[0] } : {}),
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    customizations: line.customizations.map(({ optionId, optionName, value, priceAdjustment, valueLabel }) => ({
      optionId,
      optionName,
      value,
      priceAdjustment,
      valueLabel,
    })),
  }));
  const last4 = cardLast4(form.cardNumber);
  return {
    userId,
    customerEmail: form.email.trim(),
    customerName: `${form.firstName.trim()} ${form.lastName.trim()}`,
    ...(form.phone.trim() ? { customerPhone: form.phone.trim() } : {}),
    items,
    subtotal: summary.totals.subtotal,
    shipping: summary.totals.shipping,
    shippingMethod: summary.shipping.name,
    tax: summary.totals.tax,
    total: summary.totals.total,
    shippingAddress: shippingAddressOf(form),
    ...(last4.length === 4 ? { cardLast4: last4 } : {}),
  };
}
