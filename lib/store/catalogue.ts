import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { seedProducts } from '@/content/products';
import { withHelpfulMark, withReview } from '../reviews';
import type { Product, Review } from '../types';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface CatalogueState {
  products: Product[];
  addProduct: (product: Product) => void;
  updateProduct: (id: string, changes: Partial<Omit<Product, 'id'>>) => void;
  deleteProduct: (id: string) => void;
  replaceProducts: (products: Product[]) => void;
  /** SPEC §4 review add: the review joins the product; its average and count are recalculated. */
  addReview: (productId: string, review: Review) => void;
  /** SPEC §4 helpful mark: the review's helpful count goes up by 1 (once per browser: lib/store/reviews.ts). */
  markHelpful: (productId: string, reviewId: string) => void;
}

type PersistedCatalogue = Pick<CatalogueState, 'products'>;

export const useCatalogue = create<CatalogueState>()(
  persist(
    (set) => ({
      products: seedProducts,
      addProduct: (product) => set((s) => ({ products: [...s.products, product] })),
      updateProduct: (id, changes) =>
        set((s) => ({ products: s.products.map((p) => (p.id === id ? { ...p, ...changes, id } : p)) })),
      deleteProduct: (id) => set((s) => ({ products: s.products.filter((p) => p.id !== id) })),
      replaceProducts: (products) => set({ products }),
      addReview: (productId, review) =>
        set((s) => ({ products: s.products.map((p) => (p.id === productId ? withReview(p, review) : p)) })),
      markHelpful: (productId, reviewId) =>
        set((s) => ({ products: s.products.map((p) => (p.id === productId ? withHelpfulMark(p, reviewId) : p)) })),
    }),
    persistOptions<CatalogueState, PersistedCatalogue>({
      name: 'catalogue',
      version: 1,
      partialize: ({ products }) => ({ products }),
    }),
  ),
);
registerPersistedStore(useCatalogue);
