import { seedProducts } from '@/content/products';
import { withHelpfulMark, withReview } from '@/lib/catalogue/reviews';
import type { Product, Review } from '@/types/shop';
import { migrateCatalogue } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';

interface PersistedCatalogue {
  products: Product[];
}

interface CatalogueActions {
  addProduct: (product: Product) => Promise<SaveOutcome>;
  updateProduct: (id: string, changes: Partial<Omit<Product, 'id'>>) => Promise<SaveOutcome>;
  deleteProduct: (id: string) => Promise<SaveOutcome>;
  replaceProducts: (products: Product[]) => Promise<SaveOutcome>;
  /** The review joins the product; its average and count are recalculated. */
  addReview: (productId: string, review: Review) => Promise<SaveOutcome>;
  /** The review's helpful count goes up by 1 (once per browser: lib/store/reviews.ts). */
  markHelpful: (productId: string, reviewId: string) => Promise<SaveOutcome>;
}

const required = { required: true };

/**
 * The products a page shows. A build against the shared server hands its pages the catalogue it read there
 * (`fromBuild`); until this browser holds a catalogue of its own (stored, or read from the server), the exported
 * HTML and the first render show that one rather than the seed catalogue the store starts from.
 */
export function useShownProducts(fromBuild?: Product[]): Product[] {
  const products = useCatalogue((s) => s.products);
  return fromBuild && products === seedProducts ? fromBuild : products;
}

export const useCatalogue = persistedStore<PersistedCatalogue, CatalogueActions>(
  { store: 'catalogue', initial: { products: seedProducts }, migrate: migrateCatalogue },
  ({ save }) => ({
    addProduct: (product) => save((s) => ({ products: [...s.products, product] }), required),
    updateProduct: (id, changes) =>
      save((s) => ({ products: s.products.map((p) => (p.id === id ? { ...p, ...changes, id } : p)) }), required),
    deleteProduct: (id) => save((s) => ({ products: s.products.filter((p) => p.id !== id) }), required),
    replaceProducts: (products) => save(() => ({ products }), required),
    addReview: (productId, review) =>
      save((s) => ({ products: s.products.map((p) => (p.id === productId ? withReview(p, review) : p)) }), required),
    markHelpful: (productId, reviewId) =>
      save((s) => ({ products: s.products.map((p) => (p.id === productId ? withHelpfulMark(p, reviewId) : p)) })),
  }),
);
