import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { seedProducts } from '@/content/products';
import type { Product } from '../types';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface CatalogueState {
  products: Product[];
  addProduct: (product: Product) => void;
  updateProduct: (id: string, changes: Partial<Omit<Product, 'id'>>) => void;
  deleteProduct: (id: string) => void;
  replaceProducts: (products: Product[]) => void;
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
    }),
    persistOptions<CatalogueState, PersistedCatalogue>({
      name: 'catalogue',
      version: 1,
      partialize: ({ products }) => ({ products }),
    }),
  ),
);
registerPersistedStore(useCatalogue);
