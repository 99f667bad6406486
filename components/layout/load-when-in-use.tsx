'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useStoreInUse } from '@/lib/store/in-use';
import type { StoreName } from '@/lib/store/storage-keys';

/**
 * A part of the layout that only a store can fill (the cart's count, the account menu, the admin link): its code,
 * and the store's, are fetched once the store is in use (see useStoreInUse). Until then, and while they load, the
 * page shows `placeholder`: what the part shows with nothing stored. A first visit downloads none of it.
 */
export function loadWhenInUse<P extends object>(
  store: StoreName,
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function WhenInUse(props: P) {
    const inUse = useStoreInUse(store);
    if (!inUse) return placeholder(props);
    return (
      <Suspense fallback={placeholder(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return WhenInUse;
}
