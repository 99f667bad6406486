'use client';

import { lazy, Suspense, type ReactNode } from 'react';

// The not-found page's client parts load with every page, though it shows on few: the gate (and the product
// skeleton it falls back on) loads only where the not-found page actually renders. Until it has loaded, and on the
// server, the not-found page's own content shows, which is also what the gate shows for a path naming no product.
const RuntimeProductGate = lazy(() =>
  import('./runtime-product-gate').then((m) => ({ default: m.RuntimeProductGate })),
);

export function LazyRuntimeProductGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <RuntimeProductGate>{children}</RuntimeProductGate>
    </Suspense>
  );
}
