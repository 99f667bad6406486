// Cart rules of rules §4. A line is identified by its product and its customisations.
import type { CartCustomization, CartItem, Product } from '@/types/shop';

function customizationKey(customizations: CartCustomization[]): string {
  return [...customizations]
    .sort((a, b) => a.optionId.localeCompare(b.optionId))
    .map((c) => `${c.optionId}=${String(c.value)}`)
    .join('&');
}

export function lineKey(item: Pick<CartItem, 'productId' | 'customizations'>): string {
  return `${item.productId}|${customizationKey(item.customizations)}`;
}

/**
 * Adds one of the product: equal customisations raise that line's quantity by 1, otherwise a new line with
 * quantity 1. Out-of-stock products are not added (the list is returned unchanged).
 */
export function addToCart(
  items: CartItem[],
  product: Pick<Product, 'id' | 'inStock'>,
  customizations: CartCustomization[] = [],
): CartItem[] {
  if (!product.inStock) return items;
  const key = lineKey({ productId: product.id, customizations });
  const existing = items.find((item) => lineKey(item) === key);
  if (existing) {
    return items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item));
  }
  return [...items, { productId: product.id, quantity: 1, customizations }];
}

/** Sets a line's quantity; 0 or less removes it. */
export function updateQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeLine(items, key);
  return items.map((item) => (lineKey(item) === key ? { ...item, quantity: Math.floor(quantity) } : item));
}

export function removeLine(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

/** The header badge: the sum of quantities. */
export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
