// The server's word on an order's prices (docs/shop-rules.md §4, §9): a shared backend re-prices every order it is
// sent from the products it stores, with the same functions the cart and checkout use, and keeps its own figures.
// An order whose lines, shipping or totals differ from what the shop would charge now is refused, never corrected
// silently: the shopper sees the message and keeps the cart.
import { toCents } from './money';
import { summarizeCart } from './priced-cart';
import { QUANTITY_LIMITS } from './limits';
import type { OrderDraft } from './orders';
import type { CartItem, Product } from '@/types/shop';

export const PRICES_CHANGED = 'Prices or availability changed since you opened checkout. Please review your order and place it again.';

export type OrderCheck = { ok: true; order: OrderDraft } | { ok: false; message: string };

const refuse = (message: string): OrderCheck => ({ ok: false, message });

const sameMoney = (a: unknown, b: number) => typeof a === 'number' && toCents(a) === toCents(b);

/** Re-prices `draft` from `products`; answers the server's copy of it, or why it is refused. */
export function checkOrderPrices(draft: OrderDraft, products: readonly Product[]): OrderCheck {
  if (!Array.isArray(draft.items) || draft.items.length === 0) return refuse('An order needs at least one item.');
  for (const item of draft.items) {
    const quantity = item?.quantity;
    if (!Number.isInteger(quantity) || quantity < QUANTITY_LIMITS.min || quantity > QUANTITY_LIMITS.max) {
      return refuse(`Each item's quantity must be between ${QUANTITY_LIMITS.min} and ${QUANTITY_LIMITS.max}.`);
    }
    const product = products.find((candidate) => candidate.id === item.productId);
    if (!product) return refuse('An item in your order is no longer sold. Please review your cart.');
    if (!product.inStock) return refuse(`${product.name} is out of stock. Please review your cart.`);
  }
  const address = draft.shippingAddress;
  if (!address || typeof address.country !== 'string' || typeof address.city !== 'string') {
    return refuse('Please enter a shipping address.');
  }
  const cart: CartItem[] = draft.items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    customizations: Array.isArray(item.customizations) ? item.customizations : [],
  }));
  const summary = summarizeCart(cart, products, { country: address.country, city: address.city, freeShipping: 'withAdjustments' });
  const shipping = summary.shippingOptions.find((option) => option.name === draft.shippingMethod);
  if (!shipping) return refuse('The shipping method is not available for this address. Please choose another.');
  const priced = summarizeCart(cart, products, {
    country: address.country,
    city: address.city,
    freeShipping: 'withAdjustments',
    rateId: shipping.rateId,
  });
  const linesAgree = priced.lines.every((line, index) => sameMoney(draft.items[index]?.unitPrice, line.unitPrice));
  const { totals } = priced;
  const totalsAgree =
    sameMoney(draft.subtotal, totals.subtotal) &&
    sameMoney(draft.shipping, totals.shipping) &&
    sameMoney(draft.tax, totals.tax) &&
    sameMoney(draft.total, totals.total);
  if (!linesAgree || !totalsAgree) return refuse(PRICES_CHANGED);
  return {
    ok: true,
    order: {
      ...draft,
      items: priced.lines.map((line) => ({
        productId: line.product.id,
        productName: line.product.name,
        ...(line.product.images[0] ? { image: line.product.images[0] } : {}),
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        customizations: line.customizations,
      })),
      shippingAddress: { street: String(address.street ?? ''), city: address.city, state: String(address.state ?? ''), zipCode: String(address.zipCode ?? ''), country: address.country },
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      shippingMethod: shipping.name,
      tax: totals.tax,
      total: totals.total,
    },
  };
}
