// The seed catalogue's products and product 1's customisations as tests name them. Used only by tests: the unit
// and component tests, and the e2e journeys (e2e/cart-data.ts, e2e/product.spec.ts).
import { seedProducts } from '@/content/products';
import type { CartCustomization, Product } from '@/types/shop';

/** The seed product with this id; a test that names one the catalogue lacks fails here, not later. */
export function seed(id: string): Product {
  const product = seedProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`seed product ${id} missing`);
  return product;
}

// Product 1's choices (rules §9): wood cherry +25, engraving +25, juice groove +15.
export const cherry: CartCustomization = { optionId: 'wood-type', optionName: 'Wood Type', value: 'cherry', priceAdjustment: 25 };
export const engraving = (text: string): CartCustomization => ({
  optionId: 'engraving',
  optionName: 'Custom Engraving',
  value: text,
  priceAdjustment: 25,
});
export const juiceGroove: CartCustomization = {
  optionId: 'juice-groove',
  optionName: 'Juice Groove',
  value: true,
  priceAdjustment: 15,
};
