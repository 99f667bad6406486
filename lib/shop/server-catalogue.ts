// The catalogue as the shared server holds it: products with their reviews, newest review first. Read by the
// pages after hydration and by `npm run build`, so pre-rendered product pages, the sitemap and JSON-LD show what
// the shop really sells.
import type { Product, Review } from '@/types/shop';
import { CLASSES, recordOf } from './server-protocol';
import { request } from './server-rest';

type Json = Record<string, unknown>;

export function productOf(stored: Json, reviews: Review[]): Product {
  const { customizationOptions, ...product } = recordOf<Product>(stored);
  return { ...product, ...(customizationOptions && customizationOptions.length > 0 ? { customizationOptions } : {}), reviews };
}

/** Null when the server cannot be read. */
export async function fetchCatalogue(): Promise<Product[] | null> {
  const [products, reviews] = await Promise.all([
    request<{ results: Json[] }>('GET', `/classes/${CLASSES.product}?limit=1000&order=createdAt`),
    request<{ results: Json[] }>('GET', `/classes/${CLASSES.review}?limit=10000&order=-createdAt`),
  ]);
  if (!products.ok || !reviews.ok) return null;
  const byProduct = new Map<string, Review[]>();
  for (const stored of reviews.value.results) {
    const review = recordOf<Review>(stored);
    byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review]);
  }
  return products.value.results.map((p) => productOf(p, byProduct.get(String(p.objectId)) ?? []));
}
