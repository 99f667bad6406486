// Paths the app links to, in one place so links and the sitemap agree.
import { seedProducts } from '@/content/products';

const prerenderedProductIds = new Set(seedProducts.map((product) => product.id));

/**
 * A seed product's pre-rendered page. A product added at run time has no file on the static host, so links use
 * the query-string twin (/product?id=...), which navigates in-app; /product/<id> itself also opens it, through
 * the 404.html fallback.
 */
export function productPath(id: string): string {
  return prerenderedProductIds.has(id) ? prerenderedProductPath(id) : `/product?id=${encodeURIComponent(id)}`;
}

/**
 * The page a build pre-rendered for a product of its catalogue. What the build itself writes about those products
 * (their metadata, JSON-LD and the sitemap) uses it: a build against the shared server pre-renders ids the seed
 * does not have.
 */
export function prerenderedProductPath(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

export function productsPath(params: { category?: string; q?: string } = {}): string {
  const search = new URLSearchParams();
  if (params.category && params.category !== 'all') search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  const query = search.toString();
  return query ? `/products?${query}` : '/products';
}
