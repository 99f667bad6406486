import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { getBackingStorage } from './backing-storage';
import { useStorageStatus } from './storage-status';
import type { NotSavedReason } from '@/types/shop';
import { STORAGE_KEYS, type StoreName } from './storage-keys';
import { isRecord } from './stored-values';
import { loadOnce } from '@/lib/util/load-once';
import { haveSiteLocks, inTurnAcrossTabs, SITE_LOCKS } from '@/lib/util/site-lock';

// How the stores keep their state in localStorage. The rules, each one there because breaking it lost data:
// - A key is never written before it has been read. A change made before that (a shopper clicking Add to Cart
//   while the stored cart is still being read) waits, and is applied to what was stored.
// - Every write starts from what is stored now, not from this tab's copy: another tab may have written since,
//   and its additions must survive. A change is a function of the current state, applied to the fresh one.
// - A key that cannot be read (unreadable text, data from a newer version of the shop, or the checking code
//   failed to load) is left exactly as it is: the tab works in memory and says once that changes aren't saved.
//   An entry of a list that cannot be read is hidden and copied aside first (sanitizers.ts setAside).
// - A write counts only when reading the key back gives what was written. Changes a shopper would mind losing
//   (an order, a review, a message...) are `required`: when they cannot be saved, nothing changes and the
//   caller tells the shopper; lesser ones (the cart) carry on in memory.

export type SaveOutcome = { saved: true } | { saved: false; reason: NotSavedReason };
/** unread: not read yet (changes wait); ready: read and writable; memory: left alone, changes stay in this tab. */
export type KeyStatus = 'unread' | 'ready' | 'memory';

export interface SaveOptions {
  /** Save or change nothing at all; otherwise a failed save still changes this tab's state. */
  required?: boolean;
}

type Change<P> = (current: P) => P;

/** How many of its own recent writes a tab remembers, to make one again if another tab wrote over it unseen. */
const REMEMBERED_WRITES = 20;

/** A short fingerprint of stored text (FNV-1a and the length), so a write can say what it was made over. */
export function fingerprint(raw: string | null): string {
  if (raw === null) return 'empty';
  let hash = 0x811c9dc5;
  for (let i = 0; i < raw.length; i++) hash = Math.imul(hash ^ raw.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}.${raw.length.toString(36)}`;
}

/** The fingerprint a write recorded of the text it replaced, if it is the shop's envelope and has one. */
function writtenOver(raw: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) && typeof parsed.over === 'string' ? parsed.over : undefined;
  } catch {
    return undefined;
  }
}

export interface PersistedKey<P> {
  readonly key: string;
  status: () => KeyStatus;
  /** Reads the key into the store (at hydration, and again when another tab writes it). */
  read: () => Promise<void>;
  /** Applies the change to the stored state (waiting for the first read) and writes the result back. */
  save: (change: Change<P>, options?: SaveOptions) => Promise<SaveOutcome>;
  /**
   * Another tab wrote the key (a storage event): re-read it, and make this tab's change again when that tab
   * wrote without having seen it.
   */
  otherTabWrote: (oldValue: string | null, newValue: string | null) => Promise<void>;
  /** The state a stored text holds, as a read would take it; null when it cannot be read (yet). */
  stateIn: (raw: string | null) => P | null;
  /** For tests: back to the state before anything was read, with this tab's state at its defaults. */
  forget: () => void;
}

type Sanitizers = typeof import('./sanitizers');
let sanitizersModule: Sanitizers | null = null;

/**
 * The sanitizers (and the schema library behind them) are fetched only when some key holds data: a first visit
 * has nothing stored and never downloads them. Until they are in, nothing stored can be used.
 */
const loadSanitizers = loadOnce(() => import('./sanitizers').then((module) => (sanitizersModule = module)));

export function sanitizersLoaded(): boolean {
  return sanitizersModule !== null;
}

/** Fetches the sanitizers now (hydration does, for a returning visitor; tests do, before reading storage). */
export async function preloadSanitizers(): Promise<void> {
  await loadSanitizers();
}

/** The stored text, taken apart: nothing stored, the state it holds, or a reason not to touch it. */
type Decoded<P> =
  | { kind: 'empty' }
  | { kind: 'state'; state: P }
  | { kind: 'unreadable' }
  | { kind: 'newer'; state: P }
  | { kind: 'needs-sanitizers' };

export interface PersistConfig<P> {
  store: StoreName;
  /** The persisted part of the state before anything is stored. */
  initial: P;
  /** Brings state written by an older version (`fromVersion`) to the current shape; the sanitizer runs after it. */
  migrate: (stored: unknown, fromVersion: number) => unknown;
  /**
   * For keys whose stored shape is fixed (a plain list) instead of the `{ state, version }` envelope. `decode`
   * returns undefined for text that is not that shape, which is then left alone.
   */
  codec?: { encode: (state: P) => unknown; decode: (raw: unknown) => unknown };
}

export interface PersistTools<S, P> {
  save: (change: Change<P>, options?: SaveOptions) => Promise<SaveOutcome>;
  set: StoreApi<S>['setState'];
  get: StoreApi<S>['getState'];
}

export type PersistedStore<S, P> = UseBoundStore<StoreApi<S>> & { persisted: PersistedKey<P> };

const registered = new Set<PersistedKey<unknown>>();
const registrationListeners = new Set<(key: PersistedKey<unknown>) => void>();

const changedHere = new Set<string>();
const changeListeners = new Set<() => void>();

function markChangedHere(key: string): void {
  if (changedHere.has(key)) return;
  changedHere.add(key);
  changeListeners.forEach((listener) => listener());
}

/** Whether this tab has changed the key's state (stored, or kept in memory when storage refused). */
export function changedInThisTab(key: string): boolean {
  return changedHere.has(key);
}

/** Calls `listener` when a key is changed in this tab for the first time. */
export function onFirstChangeHere(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Every persisted key loaded so far (a page loads only the stores it uses). */
export function persistedKeys(): ReadonlySet<PersistedKey<unknown>> {
  return registered;
}

export function onRegister(listener: (key: PersistedKey<unknown>) => void): () => void {
  registrationListeners.add(listener);
  return () => registrationListeners.delete(listener);
}

/**
 * A zustand store whose fields named in `initial` live under the store's key. `actions` receives `save` for
 * every change to those fields, and `set`/`get` for state that is on screen only.
 */
export function persistedStore<P extends object, A extends object>(
  config: PersistConfig<P>,
  actions: (tools: PersistTools<P & A, P>) => A,
): PersistedStore<P & A, P> {
  type S = P & A;
  const { key } = STORAGE_KEYS[config.store];
  const version: number = STORAGE_KEYS[config.store].version;
  const fields = Object.keys(config.initial) as (keyof P)[];
  const pick = (state: S): P => {
    const picked = {} as P;
    for (const field of fields) picked[field] = state[field];
    return picked;
  };

  let status: KeyStatus = 'unread';
  /** The text this tab last read or wrote: when storage still holds it, this tab's state is current. */
  let lastRaw: string | null = null;
  /** This tab's latest writes, newest first, with the change each made. */
  const ownWrites: { text: string; change: Change<P>; required: boolean }[] = [];
  let markRead: () => void = () => {};
  const firstReadDone = new Promise<void>((resolve) => (markRead = resolve));

  const storage = {
    get(): { raw: string | null } | null {
      try {
        return { raw: getBackingStorage().getItem(key) };
      } catch {
        return null;
      }
    },
  };

  const decode = (raw: string | null): Decoded<P> => {
    if (raw === null) return { kind: 'empty' };
    if (!sanitizersModule) return { kind: 'needs-sanitizers' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { kind: 'unreadable' };
    }
    let state: unknown;
    let storedVersion = version;
    if (config.codec) {
      state = config.codec.decode(parsed);
      if (state === undefined) return { kind: 'unreadable' };
    } else {
      if (!isRecord(parsed) || typeof parsed.version !== 'number' || !isRecord(parsed.state)) {
        return { kind: 'unreadable' };
      }
      state = parsed.state;
      storedVersion = parsed.version;
    }
    try {
      if (storedVersion < version) state = config.migrate(state, storedVersion);
      const clean = { ...config.initial, ...(sanitizersModule.sanitizers[config.store](state) as Partial<P>) };
      return storedVersion > version ? { kind: 'newer', state: clean } : { kind: 'state', state: clean };
    } catch {
      return { kind: 'unreadable' };
    }
  };

  const encode = (state: P, over: string | null): string =>
    JSON.stringify(config.codec ? config.codec.encode(state) : { state, version, over: fingerprint(over) });

  const leaveAlone = (raw: string | null, reason: NotSavedReason) => {
    status = 'memory';
    lastRaw = raw;
    useStorageStatus.getState().reportNotSaving(key, reason);
  };

  /** Applies what storage holds to the store; false when the sanitizers must be fetched first. */
  const absorb = (raw: string | null): boolean => {
    const decoded = decode(raw);
    switch (decoded.kind) {
      case 'needs-sanitizers':
        return false;
      case 'empty':
        status = 'ready';
        lastRaw = null;
        useStore.setState(config.initial as Partial<S>);
        return true;
      case 'state':
        status = 'ready';
        lastRaw = raw;
        useStore.setState(decoded.state as Partial<S>);
        return true;
      case 'newer':
        // Data from a newer version of the shop (after a rollback): shown as far as it can be read, never
        // written back in this version's shape.
        useStore.setState(decoded.state as Partial<S>);
        leaveAlone(raw, 'unreadable');
        return true;
      case 'unreadable':
        leaveAlone(raw, 'unreadable');
        return true;
    }
  };

  const readNow = async (): Promise<void> => {
    const got = storage.get();
    if (got === null) {
      leaveAlone(null, 'refused');
      return;
    }
    if (status !== 'unread' && got.raw === lastRaw) return;
    if (!absorb(got.raw)) {
      try {
        await loadSanitizers();
      } catch {
        leaveAlone(got.raw, 'unreadable');
        return;
      }
      // Storage may have changed while the sanitizers loaded: read it again.
      const again = storage.get();
      absorb(again === null ? got.raw : again.raw);
    }
  };

  const read = (): Promise<void> => readNow().finally(markRead);

  /** A change made in this tab, stored or (storage refused) kept in memory. */
  const changeHere = (next: P) => {
    useStore.setState(next as Partial<S>);
    markChangedHere(key);
  };

  /** One attempt at a save; `null` when the sanitizers are needed to read what another tab stored. */
  const saveNow = (change: Change<P>, required: boolean): SaveOutcome | null => {
    const current = pick(useStore.getState());
    if (status === 'memory') {
      // The change still runs, so callers learn what it would have done; it is kept only if not required.
      const next = change(current);
      if (!required) changeHere(next);
      return { saved: false, reason: 'unreadable' };
    }
    const got = storage.get();
    let base = current;
    const over = got === null ? lastRaw : got.raw;
    if (got !== null && got.raw !== lastRaw) {
      // Another tab wrote since this one last looked: start from what it stored.
      if (!absorb(got.raw)) return null;
      if ((status as KeyStatus) === 'memory') return saveNow(change, required);
      base = pick(useStore.getState());
    }
    const next = change(base);
    if (next === base) return { saved: true };
    const text = encode(next, over);
    let failure: unknown = null;
    try {
      getBackingStorage().setItem(key, text);
      if (getBackingStorage().getItem(key) !== text) failure = new Error('The stored text did not read back.');
    } catch (error) {
      failure = error;
    }
    if (failure === null) {
      lastRaw = text;
      ownWrites.unshift({ text, change, required });
      ownWrites.length = Math.min(ownWrites.length, REMEMBERED_WRITES);
      changeHere(next);
      return { saved: true };
    }
    useStorageStatus.getState().reportWriteFailure(key, failure);
    if (!required) changeHere(next);
    return { saved: false, reason: 'refused' };
  };

  const save = async (change: Change<P>, options: SaveOptions = {}): Promise<SaveOutcome> => {
    const required = options.required ?? false;
    if (status === 'unread') await firstReadDone;
    const outcome = saveNow(change, required);
    if (outcome) return outcome;
    try {
      await loadSanitizers();
    } catch {
      const raw = storage.get()?.raw ?? null;
      leaveAlone(raw, 'unreadable');
    }
    return saveNow(change, required) ?? { saved: false, reason: 'unreadable' };
  };

  /**
   * Two tabs saving at the same moment each read the key before the other wrote, and the later write drops the
   * earlier one's change. Where the browser has Web Locks, saves to a key take turns across all of this shop's
   * tabs; elsewhere (one tab, or a test without locks) a save runs at once, so its change is on screen in the
   * same frame.
   */
  const saveSoon = (change: Change<P>, options: SaveOptions = {}): Promise<SaveOutcome> => {
    if (haveSiteLocks()) return inTurnAcrossTabs(SITE_LOCKS.storedKey(key), () => save(change, options));
    if (status === 'unread') return save(change, options);
    const outcome = saveNow(change, options.required ?? false);
    return outcome ? Promise.resolve(outcome) : save(change, options);
  };

  const useStore = create<S>()((set, get) => ({
    ...config.initial,
    ...actions({ save: saveSoon, set, get }),
  })) as PersistedStore<S, P>;

  // Storage has no transactions across tabs: two tabs saving at once can each start from the text before the
  // other's write (Web Locks narrow that, but another tab's write can reach this one after the lock does). The
  // later write records the text it replaced; when that is not this tab's write that it replaced, this tab's
  // change was dropped, and is made again on what is stored now.
  const otherTabWrote = async (oldValue: string | null, newValue: string | null): Promise<void> => {
    const index = ownWrites.findIndex((write) => write.text === oldValue);
    const replaced = ownWrites[index];
    const theirBase = newValue === null ? undefined : writtenOver(newValue);
    await read();
    if (!replaced || theirBase === undefined || theirBase === fingerprint(replaced.text)) return;
    ownWrites.splice(index, 1);
    await saveSoon(replaced.change, { required: replaced.required });
  };

  const forget = () => {
    changedHere.delete(key);
    status = 'unread';
    lastRaw = null;
    ownWrites.length = 0;
    useStore.setState(config.initial as Partial<S>);
  };

  const stateIn = (raw: string | null): P | null => {
    const decoded = decode(raw);
    if (decoded.kind === 'empty') return config.initial;
    return decoded.kind === 'state' || decoded.kind === 'newer' ? decoded.state : null;
  };

  const persisted: PersistedKey<P> = { key, status: () => status, read, save: saveSoon, otherTabWrote, stateIn, forget };
  useStore.persisted = persisted;
  registered.add(persisted as PersistedKey<unknown>);
  registrationListeners.forEach((listener) => listener(persisted as PersistedKey<unknown>));
  return useStore;
}
