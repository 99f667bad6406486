// The server's word on an order (docs/shop-rules.md §4, §5, §9): a shared backend holds every order it is sent to
// the checkout form's rules and the product page's, and re-prices it from the products it stores, with the same
// functions the cart and checkout use, keeping its own figures. An order whose details, options, lines, shipping or
// totals differ from what the shop would take now is refused, never corrected silently: the shopper sees the
// message and keeps the cart.
import { productPageCopy } from '@/content/product-page';
import { tooLong } from '@/content/limits';
import { CHECKOUT_FIELD_ORDER, emptyCheckoutForm, validateField, type CheckoutField, type CheckoutForm } from './checkout';
import { toCents } from '@/lib/pricing/money';
import { pricedCustomizations, summarizeCart } from '@/lib/pricing/priced-cart';
import { missingRequiredOptions, overLongText } from '@/lib/pricing/prices';
import { QUANTITY_LIMITS } from '@/lib/limits';
import type { OrderDraft } from './build-order';
import type { CartCustomization, CartItem, Product } from '@/types/shop';

export const PRICES_CHANGED = 'Prices or availability changed since you opened checkout. Please review your order and place it again.';

export type OrderCheck = { ok: true; order: OrderDraft } | { ok: false; message: string };

const refuse = (message: string): OrderCheck => ({ ok: false, message });

const sameMoney = (a: unknown, b: number) => typeof a === 'number' && toCents(a) === toCents(b);

/** The product page's rules for a line's options: every required option chosen, and no text longer than its option allows. */
function optionsProblem(product: Product, customizations: readonly CartCustomization[]): string | null {
  const chosen = Object.fromEntries(pricedCustomizations(product, customizations).map(({ optionId, value }) => [optionId, value]));
  const missing = missingRequiredOptions(product.customizationOptions, chosen);
  if (missing.length > 0) return `${product.name}: ${productPageCopy.missingRequired(missing.map((option) => option.name))}`;
  const long = overLongText(product.customizationOptions, chosen);
  return long ? `${product.name}, ${long.option.name}: ${tooLong(long.maxLength, long.length)}` : null;
}

/** The checkout form's fields an order carries: the card never reaches it. */
const CARD_FIELDS: readonly CheckoutField[] = ['cardName', 'cardNumber', 'expiry', 'cvv'];
const ORDER_FIELDS = CHECKOUT_FIELD_ORDER.filter((field) => !CARD_FIELDS.includes(field));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The checkout form an order was made from (lib/orders/build-order.ts orderDraft), as far as the order carries it. Its name is
 * "First Last", and either name may hold spaces: the split taken is the first the form's rules accept for both.
 */
function checkoutFormOf(draft: OrderDraft, now: Date): CheckoutForm {
  const address: Record<string, unknown> = typeof draft.shippingAddress === 'object' && draft.shippingAddress !== null ? { ...draft.shippingAddress } : {};
  const form: CheckoutForm = {
    ...emptyCheckoutForm(),
    email: textOf(draft.customerEmail),
    phone: textOf(draft.customerPhone),
    street: textOf(address.street),
    city: textOf(address.city),
    state: textOf(address.state),
    zipCode: textOf(address.zipCode),
    country: textOf(address.country),
  };
  const name = textOf(draft.customerName);
  const splits = [...name.matchAll(/ /g)].map(({ index }) => ({ firstName: name.slice(0, index), lastName: name.slice(index + 1) }));
  const fits = (names: Pick<CheckoutForm, 'firstName' | 'lastName'>) =>
    !validateField('firstName', { ...form, ...names }, now) && !validateField('lastName', { ...form, ...names }, now);
  return { ...form, ...(splits.find(fits) ?? splits[0] ?? { firstName: name, lastName: '' }) };
}

/** The checkout form's first problem with the order's email, phone, name and address, in page order; null when none. */
export function orderDetailsProblem(draft: OrderDraft, now = new Date()): string | null {
  const form = checkoutFormOf(draft, now);
  for (const field of ORDER_FIELDS) {
    const message = validateField(field, form, now);
    if (message) return message;
  }
  return null;
}

/** Everything the server checks on an order it is sent: its details, then its lines, options and prices. */
export function checkOrder(draft: OrderDraft, products: readonly Product[]): OrderCheck {
  const problem = orderDetailsProblem(draft);
  return problem ? refuse(problem) : checkOrderPrices(draft, products);
}

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
    const problem = optionsProblem(product, Array.isArray(item.customizations) ? item.customizations : []);
    if (problem) return refuse(problem);
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
