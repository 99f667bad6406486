// Rules of the product page (rules §2, §9): the quantity selector and the shipping estimate for one product.
import { lineTotal } from '@/lib/pricing/prices';
import { cheapestOption, freeShippingSubtotal, shippingOptions, totalWeight, type ShippingOption } from '@/lib/pricing/shipping';
import type { Product } from '@/types/shop';

/** The product page's quantity selector runs from 1 to 5 (rules §9). */
export const PRODUCT_QUANTITIES = [1, 2, 3, 4, 5] as const;

export function isProductQuantity(value: unknown): value is (typeof PRODUCT_QUANTITIES)[number] {
  return (PRODUCT_QUANTITIES as readonly unknown[]).includes(value);
}

/** The product page's country select (rules §2); "Other" falls in the catch-all zone. Canada is the default (§9). */
export const ESTIMATE_COUNTRIES = ['Canada', 'United States', 'Other'] as const;
export type EstimateCountry = (typeof ESTIMATE_COUNTRIES)[number];
export const DEFAULT_ESTIMATE_COUNTRY: EstimateCountry = 'Canada';

export function isEstimateCountry(value: unknown): value is EstimateCountry {
  return (ESTIMATE_COUNTRIES as readonly unknown[]).includes(value);
}

export interface ProductEstimateInput {
  product: Pick<Product, 'price' | 'weight'>;
  /** Dollars, base price plus the chosen customisation adjustments (see unitPrice). */
  unitPrice: number;
  quantity: number;
  country: string;
}

/**
 * The option the order would use (free first, then cheapest), or null when no rate is available (the page then
 * says 'Shipping rates will be calculated at checkout'). Like the cart, the free threshold counts base prices
 * only; no city is known here, so Local Delivery is never offered.
 */
export function productShippingEstimate({ product, unitPrice, quantity, country }: ProductEstimateInput): ShippingOption | null {
  const line = { basePrice: product.price, unitPrice, quantity, weight: product.weight };
  return cheapestOption(
    shippingOptions({
      country,
      weight: totalWeight([line]),
      thresholdSubtotal: freeShippingSubtotal([line], 'base'),
      orderValue: lineTotal(unitPrice, quantity),
    }),
  );
}
