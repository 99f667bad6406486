import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';
import { getBackingStorage } from './backing-storage';
import { useStorageStatus } from './storage-status';

export interface PersistConfig<S, P> {
  /** The localStorage key. */
  name: string;
  version: number;
  partialize: (state: S) => P;
  /**
   * Turns whatever was stored (any shape, any version after `migrate`) into valid persisted state, keeping the
   * valid parts and leaving out the rest so the defaults stand. Stored data is untrusted input.
   */
  sanitize: (stored: unknown) => Partial<P>;
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

function safeStorage<P>(config: PersistConfig<unknown, P>): PersistStorage<P> {
  const { codec, version } = config;
  return {
    getItem(name) {
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
        return { ...current, ...config.sanitize(stored) };
      } catch {
        return current;
      }
    },
  };
}
