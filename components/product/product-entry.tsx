'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { productPageCopy as copy } from '@/content/product-page';
import { site } from '@/content/site';
import { findProduct } from '@/lib/catalogue/browse';
import { useCatalogue } from '@/lib/store/catalogue';
import { useHydrated } from '@/lib/store/hydration';
import type { Product } from '@/types/shop';
import { ProductLoading } from './product-loading';
import { ProductView } from './product-view';

const PRODUCTS_PATH = '/products';

/**
 * The route's own title is 'Page not found' (404 fallback) or 'Product' (query twin), and Next writes its
 * metadata into <head> after hydration; keep the product's name as the title while it is shown.
 */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
}

/** Sends the shopper to /products once the catalogue has been read and has no such product (rules §2, §8). */
function useRedirectWhenMissing(missing: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (missing) router.replace(PRODUCTS_PATH);
  }, [missing, router]);
}

/**
 * The pre-rendered /product/<id>: the seed product for crawlers and first paint, then the catalogue store's
 * version (admin edits), or a redirect when the admin has deleted it.
 */
export function CatalogueProduct({ seed }: { seed: Product }) {
  const hydrated = useHydrated();
  const stored = useCatalogue((s) => findProduct(s.products, seed.id));
  const deleted = hydrated && !stored;
  useRedirectWhenMissing(deleted);
  if (deleted) return <ProductLoading message={copy.redirecting} />;
  return <ProductView product={stored ?? seed} />;
}

/**
 * A product read from the catalogue store only (run-time products have no pre-rendered page): shown once
 * persisted state is in, otherwise a redirect to /products.
 */
export function StoredProduct({ id }: { id: string | null }) {
  const hydrated = useHydrated();
  const product = useCatalogue((s) => (id === null ? undefined : findProduct(s.products, id)));
  const missing = hydrated && !product;
  useRedirectWhenMissing(missing);

  useDocumentTitle(hydrated && product ? `${product.name} | ${site.name}` : null);

  if (!hydrated) return <ProductLoading />;
  if (!product) return <ProductLoading message={copy.redirecting} />;
  return <ProductView product={product} />;
}

/** /product?id=<id>: the twin for hosts that cannot answer unknown paths with 404.html. Needs a Suspense boundary. */
export function ProductFromQuery() {
  const id = useSearchParams().get('id');
  return <StoredProduct id={id === '' ? null : id} />;
}
