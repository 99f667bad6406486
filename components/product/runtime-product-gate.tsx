'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { productIdFromPath } from '@/lib/catalogue/product-url';
import { ProductLoading } from './product-loading';

// The product view (and the catalogue it reads) loads only when the path actually names a product.
// React.lazy rather than next/dynamic: it is already in React, so the not-found page adds no loader of its own.
const StoredProduct = lazy(() => import('./product-entry').then((m) => ({ default: m.StoredProduct })));

const noSubscription = () => () => {};

/** The browser's path after hydration; null on the server and during hydration, so the HTML matches. */
function useLocationPath(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
}

/**
 * In the not-found page: a static host answers /product/<id> of a run-time product with 404.html, so when the
 * path names a product, show it from the store (or redirect); any other path keeps the 404 page (children).
 */
export function RuntimeProductGate({ children }: { children: ReactNode }) {
  const path = useLocationPath();
  const id = path === null ? null : productIdFromPath(path);
  if (id === null) return children;
  return (
    <Suspense fallback={<ProductLoading />}>
      <StoredProduct id={id} />
    </Suspense>
  );
}
