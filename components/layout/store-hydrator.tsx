'use client';

import { useLayoutEffect } from 'react';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';

/**
 * Reads persisted state once after mount (so server HTML and first render agree) and keeps tabs in step. Each store
 * registers itself when a component imports it, so a page loads only the stores (and seed data) it uses.
 */
export function StoreHydrator() {
  useLayoutEffect(() => {
    // When every store is in, <html data-hydrated="true"> tells e2e tests (and anyone debugging).
    void hydrateStores();
    return syncAcrossTabs();
  }, []);
  return null;
}
