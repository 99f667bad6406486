'use client';

import { useLayoutEffect } from 'react';
import { hydrateStores, syncAcrossTabs } from '@/lib/store/hydration';
import '@/lib/store/cart';
import '@/lib/store/catalogue';
import '@/lib/store/session';

/** Reads persisted state once after mount (so server HTML and first render agree) and keeps tabs in step. */
export function StoreHydrator() {
  useLayoutEffect(() => {
    hydrateStores();
    // Lets e2e tests (and anyone debugging) see that persisted state has been read.
    document.documentElement.dataset.hydrated = 'true';
    return syncAcrossTabs();
  }, []);
  return null;
}
