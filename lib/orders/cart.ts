// Cart rules of rules §4. A line is identified by its product and its customisations.
import type { CartCustomization, CartItem, Product } from '@/types/shop';
import { QUANTITY_LIMITS } from '@/lib/limits';

// JSON, not joined text: an engraving may hold any character, and "Smith&juice-groove=true" must not read as
// "Smith" with a juice groove.
function customizationKey(customizations: CartCustomization[]): string {
  return JSON.stringify([...customizations].sort((a, b) => a.optionId.localeCompare(b.optionId)).map((c) => [c.optionId, c.value]));
}

export function lineKey(item: Pick<CartItem, 'productId' | 'customizations'>): string {
  return `${item.productId}|${customizationKey(item.customizations)}`;
}

/**
 * Adds one of the product (or `count`, as one addition): equal customisations raise that line's quantity by 1,
 * otherwise a new line with quantity 1. Out-of-stock products are not added (the list is returned unchanged).
 */
export function addToCart(
  items: CartItem[],
  product: Pick<Product, 'id' | 'inStock'>,
  customizations: CartCustomization[] = [],
  count = 1,
): CartItem[] {
  if (!product.inStock || count < 1) return items;
  const key = lineKey({ productId: product.id, customizations });
  const existing = items.find((item) => lineKey(item) === key);
  // A full line stays as it is: stored carts and orders hold at most QUANTITY_LIMITS.max of a line.
  const quantity = Math.min(QUANTITY_LIMITS.max, (existing?.quantity ?? 0) + Math.floor(count));
  if (existing) return existing.quantity >= QUANTITY_LIMITS.max ? items : items.map((item) => (item === existing ? { ...item, quantity } : item));
  return [...items, { productId: product.id, quantity, customizations }];
}

/** Sets a line's quantity, at most QUANTITY_LIMITS.max; 0 or less removes it. */
export function updateQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeLine(items, key);
  const set = Math.min(QUANTITY_LIMITS.max, Math.floor(quantity));
  return items.map((item) => (lineKey(item) === key ? { ...item, quantity: set } : item));
}

/** How many more of this line the cart takes before the line is full. */
export function roomInLine(items: readonly CartItem[], line: Pick<CartItem, 'productId' | 'customizations'>): number {
  const key = lineKey(line);
  return QUANTITY_LIMITS.max - (items.find((item) => lineKey(item) === key)?.quantity ?? 0);
}

export function removeLine(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

/** The header badge: the sum of quantities. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
