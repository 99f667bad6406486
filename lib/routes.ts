// Paths the app links to, in one place so links and the sitemap agree.
import { seedProducts } from '@/content/products';

const prerenderedProductIds = new Set(seedProducts.map((product) => product.id));

/**
 * A seed product's pre-rendered page. A product added at run time has no file on the static host, so links use
 * the query-string twin (/product?id=...), which navigates in-app; /product/<id> itself also opens it, through
 * the 404.html fallback.
 */
export function productPath(id: string): string {
  const encoded = encodeURIComponent(id);
  return prerenderedProductIds.has(id) ? `/product/${encoded}` : `/product?id=${encoded}`;
}

export function productsPath(params: { category?: string; q?: string } = {}): string {
  const search = new URLSearchParams();
  if (params.category && params.category !== 'all') search.set('category', params.category);
  if (params.q) search.set('q', params.q);
  const query = search.toString();
  return query ? `/products?${query}` : '/products';
}
