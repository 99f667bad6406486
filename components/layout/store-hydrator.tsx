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
    const hydrated = hydrateStores();
    const stopTabs = syncAcrossTabs();
    // A build with a shared server follows it once the stores are in. The condition is fixed at build time, so the
    // static shop's bundle carries none of the server code.
    let stopServer: (() => void) | undefined;
    let unmounted = false;
    if (process.env.NEXT_PUBLIC_PARSE_SERVER_URL) {
      void hydrated
        .then(() => import('@/lib/shop/server-sync'))
        .then(({ startServerSync }) => {
          if (!unmounted) stopServer = startServerSync();
        });
    }
    return () => {
      unmounted = true;
      stopTabs();
      stopServer?.();
    };
  }, []);
  return null;
}
