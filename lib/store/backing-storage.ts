// The one place that decides where persisted state lives. Today: the browser's localStorage, or memory when the
// browser refuses storage. A hosted backend can replace it here without touching stores or components. What lasts
// only the visit lives in this tab's sessionStorage (tabStorage).
import { isRecord } from './stored-values';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

let injected: KeyValueStorage | null = null;
let fallback: KeyValueStorage | null = null;

export function setBackingStorage(storage: KeyValueStorage | null): void {
  injected = storage;
}

/** Whether anything at all is stored (a returning visitor); false when storage cannot be read. */
export function hasStoredData(): boolean {
  try {
    const storage = getBackingStorage();
    return 'length' in storage ? Number(storage.length) > 0 : true;
  } catch {
    return false;
  }
}

/** The text stored under this key: null when there is none, undefined when storage cannot be read. */
export function storedText(key: string): string | null | undefined {
  try {
    return getBackingStorage().getItem(key);
  } catch {
    return undefined;
  }
}

/** Whether something is stored under this key; false when storage cannot be read. */
export function isStored(key: string): boolean {
  return storedText(key) != null;
}

/**
 * The browser's localStorage. Reading it throws when the browser blocks site data ("Don't allow sites to save
 * data"), and every caller takes that as storage refused, so nothing is said to be saved. Only outside a browser
 * (the pre-render) is there a memory stand-in.
 */
export function getBackingStorage(): KeyValueStorage {
  if (injected) return injected;
  if (typeof window !== 'undefined') return window.localStorage;
  fallback ??= memoryStorage();
  return fallback;
}

/** This tab's sessionStorage, for what lasts only the visit (the browser forgets it with the tab); null when refused. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` itself throws when the browser blocks storage.
    return null;
  }
}

/** A versioned entry of this tab's sessionStorage (lib/store/storage-keys.ts), stored as `{ version, state }`. */
export interface TabEntry {
  key: string;
  version: number;
}

/** Keeps `state` under the entry; best effort: a browser that refuses storage only loses what it was kept for. */
export function keepInTab(entry: TabEntry, state: unknown): void {
  try {
    tabStorage()?.setItem(entry.key, JSON.stringify({ version: entry.version, state }));
  } catch {
    // Full or refused.
  }
}

/** The entry's state; null when nothing is kept, or text that is not JSON, another version or not a record. */
export function keptInTab(entry: TabEntry): Record<string, unknown> | null {
  try {
    const stored: unknown = JSON.parse(tabStorage()?.getItem(entry.key) ?? 'null');
    return isRecord(stored) && stored.version === entry.version && isRecord(stored.state) ? stored.state : null;
  } catch {
    return null;
  }
}

export function forgetInTab(entry: TabEntry): void {
  try {
    tabStorage()?.removeItem(entry.key);
  } catch {
    // Refused: nothing was kept either.
  }
}
