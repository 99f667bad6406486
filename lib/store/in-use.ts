import { useSyncExternalStore } from 'react';
import { isStored } from './backing-storage';
import { changedInThisTab, onFirstChangeHere } from './persisted';
import { STORAGE_KEYS, type StoreName } from './storage-keys';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  const stopListening = onFirstChangeHere(onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    stopListening();
  };
}

/**
 * Whether a store holds anything for this visitor: something is stored under its key (from an earlier visit, or
 * written by another tab since), or this tab has changed it (also when storage refused and it lives in memory).
 * False on the server and in the first render.
 */
export function useStoreInUse(store: StoreName): boolean {
  const { key } = STORAGE_KEYS[store];
  return useSyncExternalStore(
    subscribe,
    () => isStored(key) || changedInThisTab(key),
    () => false,
  );
}
