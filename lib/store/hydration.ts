import { useSyncExternalStore } from 'react';
import { hasStoredData } from './backing-storage';
import { onRegister, persistedKeys, preloadSanitizers, sanitizersLoaded } from './persisted';

let hydrating = false;
let hydrated = false;
const listeners = new Set<() => void>();

// A store loaded after hydration started (a page's lazy chunk) is read at once.
onRegister((key) => {
  if (hydrating) void key.read();
});

function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.hydrated = 'true';
  listeners.forEach((notify) => notify());
}

/**
 * Reads every registered store from storage. A returning visitor (something is stored) first fetches the
 * sanitizers (lib/store/persisted.ts), so that the reads that follow are synchronous. Changes made before a
 * store has been read wait for it (persisted.ts). A first visit fetches nothing.
 */
export function hydrateStores(): Promise<void> {
  hydrating = true;
  const readAll = (): Promise<void> | void => {
    const reads = [...persistedKeys()].map((key) => key.read());
    // With the sanitizers in, every read is done by now: the stores and the page agree in the same render.
    if ([...persistedKeys()].every((key) => key.status() !== 'unread')) return markHydrated();
    return Promise.all(reads).then(markHydrated);
  };
  if (hasStoredData() && !sanitizersLoaded()) {
    return preloadSanitizers()
      .catch(() => undefined)
      .then(readAll);
  }
  return Promise.resolve(readAll());
}

/** Another tab wrote a key: re-read the store it names (all of them when storage was cleared). */
export function syncAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    for (const key of persistedKeys()) {
      if (event.key === null) void key.read();
      else if (event.key === key.key) void key.otherTabWrote(event.oldValue, event.newValue);
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

/** For tests: back to a first paint, before hydration started (vitest.setup.ts, before each test). */
export function resetHydrationForTests(): void {
  hydrating = false;
  hydrated = false;
  if (typeof document !== 'undefined') delete document.documentElement.dataset.hydrated;
}
