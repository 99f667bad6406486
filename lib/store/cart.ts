import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { addToCart, removeLine, updateQuantity } from '../cart';
import type { CartCustomization, CartItem, Product } from '../types';
import { CART_STORAGE_KEY } from './cart-key';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface CartState {
  items: CartItem[];
  /** Adds one of the product (SPEC §4); a quantity of N on the product page is N calls. */
  add: (product: Pick<Product, 'id' | 'inStock'>, customizations?: CartCustomization[]) => void;
  /** Sets the quantity of the line with this key (lib/cart lineKey); 0 or less removes it. */
  update: (lineKey: string, quantity: number) => void;
  remove: (lineKey: string) => void;
  clear: () => void;
}

type PersistedCart = Pick<CartState, 'items'>;

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      add: (product, customizations = []) => set((s) => ({ items: addToCart(s.items, product, customizations) })),
      update: (key, quantity) => set((s) => ({ items: updateQuantity(s.items, key, quantity) })),
      remove: (key) => set((s) => ({ items: removeLine(s.items, key) })),
      clear: () => set({ items: [] }),
    }),
    persistOptions<CartState, PersistedCart>({
      name: CART_STORAGE_KEY,
      version: 1,
      partialize: ({ items }) => ({ items }),
    }),
  ),
);
registerPersistedStore(useCart);
