import { addToCart, removeLine, updateQuantity } from '@/lib/orders/cart';
import type { CartCustomization, CartItem, Product } from '@/types/shop';
import { persistedStore, type SaveOutcome } from './persisted';
import { migrateCart } from './migrations';

interface PersistedCart {
  items: CartItem[];
}

interface CartActions {
  /** Adds one, or `count` at once (lib/orders/cart addToCart). */
  add: (product: Pick<Product, 'id' | 'inStock'>, customizations?: CartCustomization[], count?: number) => Promise<SaveOutcome>;
  /** Sets the quantity of the line with this key (lib/orders/cart lineKey); 0 or less removes it. */
  update: (lineKey: string, quantity: number) => Promise<SaveOutcome>;
  remove: (lineKey: string) => Promise<SaveOutcome>;
  clear: () => Promise<SaveOutcome>;
}

export const useCart = persistedStore<PersistedCart, CartActions>(
  { store: 'cart', initial: { items: [] }, migrate: migrateCart },
  ({ save }) => ({
    add: (product, customizations = [], count = 1) => save((s) => ({ items: addToCart(s.items, product, customizations, count) })),
    update: (key, quantity) => save((s) => ({ items: updateQuantity(s.items, key, quantity) })),
    remove: (key) => save((s) => ({ items: removeLine(s.items, key) })),
    clear: () => save(() => ({ items: [] })),
  }),
);
