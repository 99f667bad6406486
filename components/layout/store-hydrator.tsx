'use client';

import { useLayoutEffect } from 'react';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';

/**
 * Reads persisted state once after mount (so server HTML and first render agree) and keeps tabs in step. Each store
 * registers itself when a component imports it, so a page loads only the stores (and seed data) it uses.
 */
export function StoreHydrator() {
  useLayoutEffect(() => {
    // <html data-interactive="true">: the page answers clicks (stores may still be reading); data-hydrated="true":
    // every store is in. They tell e2e tests (and anyone debugging) where the page is.
    document.documentElement.dataset.interactive = 'true';
    void hydrateStores();
    return syncAcrossTabs();
  }, []);
  return null;
}
