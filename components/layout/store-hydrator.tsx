'use client';

import { useLayoutEffect } from 'react';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';

/**
 * Reads persisted state once after mount (so server HTML and first render agree) and keeps tabs in step. Each store
 * registers itself when a component imports it, so a page loads only the stores (and seed data) it uses.
 */
export function StoreHydrator() {
  useLayoutEffect(() => {
    hydrateStores();
    // Lets e2e tests (and anyone debugging) see that persisted state has been read.
    document.documentElement.dataset.hydrated = 'true';
    return syncAcrossTabs();
  }, []);
  return null;
}
