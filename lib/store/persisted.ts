import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { getBackingStorage } from './backing-storage';
import { useStorageStatus } from './storage-status';

export interface PersistConfig<S, P> {
  /** The localStorage key. */
  name: string;
  version: number;
  partialize: (state: S) => P;
  /** Brings state written by an older version to the current shape; `sanitize` runs after it. */
  migrate?: (stored: unknown, fromVersion: number) => unknown;
  /** For keys whose stored shape is fixed by the spec (e.g. a plain list), instead of zustand's envelope. */
  codec?: { encode: (state: P) => unknown; decode: (raw: unknown) => unknown };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the entries of a stored list that pass `parse`; anything that is not a list becomes undefined. */
export function keepValid<T>(value: unknown, parse: (item: unknown) => T | null): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(parse).filter((item): item is T => item !== null);
}

type Sanitizers = typeof import('./sanitizers');
let sanitizersModule: Sanitizers | null = null;

/**
 * The sanitizers (and the schema library behind them) are fetched only when some key holds data: a first visit
 * has nothing stored and never downloads them. Until they are in, nothing stored can be used.
 */
function loadSanitizers(): Promise<Sanitizers> {
  return import('./sanitizers').then((module) => (sanitizersModule = module));
}

export function sanitizersLoaded(): boolean {
  return sanitizersModule !== null;
}

/** Fetches the sanitizers now (hydration does, for a returning visitor; tests do, before reading storage). */
export async function preloadSanitizers(): Promise<void> {
  await loadSanitizers();
}

/**
 * Keeps the valid parts of what was stored (any shape, any version after `migrate`) and leaves out the rest, so
 * the defaults stand. Stored data is untrusted input.
 */
function sanitize(name: string, stored: unknown): Record<string, unknown> {
  const sanitizer = sanitizersModule?.sanitizers[name];
  return sanitizer ? sanitizer(stored) : {};
}

function safeStorage<P>(config: PersistConfig<unknown, P>): PersistStorage<P> {
  const { codec, version } = config;
  const read = (name: string): StorageValue<P> | null => {
    let raw: string | null;
    try {
      raw = getBackingStorage().getItem(name);
    } catch {
      return null;
    }
    if (raw === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
    if (codec) return { state: codec.decode(parsed) as P, version };
    if (!isRecord(parsed)) return null;
    return {
      state: parsed.state as P,
      version: typeof parsed.version === 'number' ? parsed.version : 0,
    };
  };
  return {
    getItem(name) {
      const value = read(name);
      if (value === null || sanitizersModule) return value;
      // Stored data and no sanitizers yet: hydrate once they are in. If they cannot be fetched (offline), keep
      // the defaults for now rather than trust the data unchecked.
      return loadSanitizers().then(
        () => value,
        () => null,
      );
    },
    setItem(name, value: StorageValue<P>) {
      const body = codec ? codec.encode(value.state) : value;
      try {
        getBackingStorage().setItem(name, JSON.stringify(body));
      } catch (error) {
        useStorageStatus.getState().reportWriteFailure(name, error);
      }
    },
    removeItem(name) {
      try {
        getBackingStorage().removeItem(name);
      } catch {
        /* nothing stored to remove */
      }
    },
  };
}

/**
 * zustand `persist` options that never crash on bad data: unreadable JSON or a wrong shape falls back to the
 * defaults, valid parts are kept, a failed write keeps the app working in memory and tells the shopper once.
 * Hydration is manual (`skipHydration`), run after mount by the StoreHydrator so server HTML and the first
 * client render agree.
 */
export function persistOptions<S, P>(config: PersistConfig<S, P>): PersistOptions<S, P> {
  return {
    name: config.name,
    version: config.version,
    skipHydration: true,
    storage: safeStorage(config as PersistConfig<unknown, P>),
    partialize: config.partialize,
    migrate: (stored, fromVersion) => {
      try {
        return (config.migrate ? config.migrate(stored, fromVersion) : stored) as P;
      } catch {
        return {} as P;
      }
    },
    merge: (stored, current) => {
      try {
        return { ...current, ...(sanitize(config.name, stored) as Partial<P>) };
      } catch {
        return current;
      }
    },
  };
}
