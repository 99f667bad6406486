import { useSyncExternalStore } from 'react';
import { hasStoredData } from './backing-storage';
import { preloadSanitizers, sanitizersLoaded } from './persisted';

interface PersistedStore {
  persist: {
    rehydrate: () => Promise<void>;
    getOptions: () => { name?: string };
  };
}

const stores = new Set<PersistedStore>();
let hydrated = false;
const listeners = new Set<() => void>();

/** Each persisted store registers itself; one loaded after the first hydration is hydrated at once. */
export function registerPersistedStore(store: PersistedStore): void {
  stores.add(store);
  if (hydrated) void store.persist.rehydrate();
}

function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
  listeners.forEach((notify) => notify());
}

/**
 * Reads every registered store from storage. A returning visitor (something is stored) first fetches the
 * sanitizers (lib/store/persisted.ts), so that this and every later read is synchronous: no store, not even one
 * a later page registers, can show defaults while its data is still on the way. A first visit fetches nothing.
 */
export function hydrateStores(): Promise<void> {
  const readAll = () => {
    for (const store of stores) void store.persist.rehydrate();
    markHydrated();
  };
  if (hasStoredData() && !sanitizersLoaded()) {
    return preloadSanitizers().catch(() => undefined).then(readAll);
  }
  readAll();
  return Promise.resolve();
}

/** Another tab wrote a key: re-read the store it names (all of them when storage was cleared). */
export function syncAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    for (const store of stores) {
      if (event.key === null || event.key === store.persist.getOptions().name) void store.persist.rehydrate();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** False on the server and until persisted state has been read; then true for good (never flips back). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/** For tests: forget that hydration happened. */
export function resetHydrationForTests(): void {
  hydrated = false;
}
