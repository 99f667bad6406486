// The owner's notifications wait here, in this browser's storage, until EmailJS accepts them (docs/notifications.md).
// - The record a notification reports is saved first, by its own store; queueing the notification only adds a line
//   to storage and never waits for the network, and it never throws.
// - A failed send (network error, 4xx, 5xx, 429) stays, and is tried again after RETRY_DELAYS_MS, on this visit
//   and on later ones. Without EmailJS settings nothing is tried: the notifications wait for a build that has them.
//   (With the shared server none are queued then: lib/shop/notify-owner.ts.)
// - An accepted notification is removed and its id remembered (the last SENT_IDS_KEPT), so queueing the same record
//   again sends nothing. Sends take turns under a Web Lock, so two tabs never send the same entry, and each turn
//   reads storage again before it sends. (If the page closes after EmailJS accepted a send but before storage says
//   so, the next visit sends it again: the one case where the owner may get an email twice.)
// Storage: `notificationOutbox` holds { version: 1, entries: OutboxEntry[], sent: string[] }. It is untrusted: a
// malformed entry is dropped. Data written by a newer version of the shop is left alone; this tab then keeps its
// own new notifications in memory and sends them during this visit, as it does when the browser refuses to store.
import { settleWithin } from '@/lib/util/settle-within';
import { getBackingStorage } from '@/lib/store/backing-storage';
import { NOTIFICATION_OUTBOX } from '@/lib/store/storage-keys';
import { isRecord } from '@/lib/store/stored-values';
import { inTurnAcrossTabs, SITE_LOCKS } from '@/lib/util/site-lock';
import {
  deliverNotificationEmail,
  missingNotificationSettings,
  NOTIFICATION_KINDS,
  notificationKindConfigured,
  notificationsConfigured,
  type NotificationDelivery,
  type NotificationKind,
} from './send-email';
import type { Notification } from './messages';

export { notificationsConfigured };

/** How long to wait after the 1st, 2nd, 3rd and 4th failed send: 30 s, 2 min, 10 min, 1 h; then every hour. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000] as const;
/** How many ids of sent notifications are remembered, so a record queued again after it was sent is not resent. */
export const SENT_IDS_KEPT = 200;
/**
 * How long a send may go unanswered before it counts as failed. A request that hangs must not hold the lock, and
 * with it every tab's notifications, for good; if EmailJS still takes it after this, the retry sends a second email.
 */
export const SEND_TIMEOUT_MS = 60_000;

/** Bounds on stored entries (stored data is untrusted): a longer id or value, or more params, drops the entry. */
const MAX_ID_LENGTH = 200;
const MAX_PARAMS = 50;
const MAX_PARAM_LENGTH = 50_000;
const MAX_ERROR_LENGTH = 200;
const LONGEST_DELAY_MS = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];

export interface OutboxEntry extends Notification {
  /** Failed sends so far. */
  attempts: number;
  /** When to try next (epoch ms). */
  nextAttemptAt: number;
  /** What EmailJS (or the network) answered last time, e.g. "500 Internal Server Error". */
  lastError?: string;
}

/** What the key holds. */
export interface StoredOutbox {
  version: typeof NOTIFICATION_OUTBOX.version;
  entries: OutboxEntry[];
  /** Ids of sent notifications, oldest first. */
  sent: string[];
}

/** The wait after the given number of failed sends (1 for the first failure). */
export function retryDelay(failedAttempts: number): number {
  const index = Math.min(Math.max(Math.floor(failedAttempts), 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index];
}

// ---------------------------------------------------------------------------------------------------------------
// Reading and writing the key

function parseEntry(value: unknown, now: number): OutboxEntry | null {
  if (!isRecord(value)) return null;
  const { id, kind, params, attempts, nextAttemptAt, lastError } = value;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return null;
  if (typeof kind !== 'string' || !(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  if (!isRecord(params)) return null;
  const pairs = Object.entries(params);
  if (pairs.length > MAX_PARAMS || !pairs.every(([, v]) => typeof v === 'string' && v.length <= MAX_PARAM_LENGTH)) return null;
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 0) return null;
  if (typeof nextAttemptAt !== 'number' || !Number.isFinite(nextAttemptAt)) return null;
  return {
    id,
    kind: kind as NotificationKind,
    params: Object.fromEntries(pairs) as Record<string, string>,
    attempts,
    // A time further ahead than any backoff (a clock set back, or an edited value) waits one backoff at most.
    nextAttemptAt: Math.min(nextAttemptAt, now + LONGEST_DELAY_MS),
    ...(typeof lastError === 'string' ? { lastError: lastError.slice(0, MAX_ERROR_LENGTH) } : {}),
  };
}

interface ReadKey {
  outbox: StoredOutbox;
  /** False when the key holds a newer version's data (left alone) or storage cannot be read. */
  writable: boolean;
}

function readKey(): ReadKey {
  const empty = (): StoredOutbox => ({ version: NOTIFICATION_OUTBOX.version, entries: [], sent: [] });
  let raw: string | null;
  try {
    raw = getBackingStorage().getItem(NOTIFICATION_OUTBOX.key);
  } catch {
    return { outbox: empty(), writable: false };
  }
  if (raw === null) return { outbox: empty(), writable: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON: nothing in it could be sent, so it is replaced by the next write.
    return { outbox: empty(), writable: true };
  }
  if (isRecord(parsed) && typeof parsed.version === 'number' && parsed.version > NOTIFICATION_OUTBOX.version) {
    return { outbox: empty(), writable: false };
  }
  const outbox = empty();
  if (isRecord(parsed)) {
    const now = Date.now();
    const seen = new Set<string>();
    for (const item of Array.isArray(parsed.entries) ? parsed.entries : []) {
      const entry = parseEntry(item, now);
      if (entry && !seen.has(entry.id)) {
        seen.add(entry.id);
        outbox.entries.push(entry);
      }
    }
    if (Array.isArray(parsed.sent)) {
      outbox.sent = parsed.sent.filter((id): id is string => typeof id === 'string' && id.length <= MAX_ID_LENGTH).slice(-SENT_IDS_KEPT);
    }
  }
  return { outbox, writable: true };
}

/** A write counts only when reading the key back gives what was written. */
function writeKey(outbox: StoredOutbox): boolean {
  const text = JSON.stringify(outbox);
  try {
    const storage = getBackingStorage();
    storage.setItem(NOTIFICATION_OUTBOX.key, text);
    return storage.getItem(NOTIFICATION_OUTBOX.key) === text;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// This tab's own state: what it could not store, what it has sent, who is listening

/** Entries this tab could not store (storage refused, or holds a newer version's data): kept for this visit. */
const unsaved = new Map<string, OutboxEntry>();
/** Ids this tab saw EmailJS accept, in case storage could not record it. */
const sentHere = new Set<string>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/**
 * Applies `change` to what is stored now and writes it. The entries it adds or changes (`touched`, asked after the
 * change) leave this tab's memory once stored, and stay there when the write fails.
 */
function update(change: (outbox: StoredOutbox) => StoredOutbox, touched: () => OutboxEntry[] = () => []): void {
  const { outbox, writable } = readKey();
  const next = change(outbox);
  const saved = writable && writeKey(next);
  for (const entry of touched()) {
    if (saved) unsaved.delete(entry.id);
    else unsaved.set(entry.id, entry);
  }
  changed();
}

/** Every waiting notification this tab knows of: the stored ones, with this tab's unsaved changes over them. */
function waitingEntries(): OutboxEntry[] {
  const { entries, sent } = readKey().outbox;
  const stored = entries.filter((e) => !sentHere.has(e.id));
  const storedIds = new Set(stored.map((e) => e.id));
  const memoryOnly = [...unsaved.values()].filter((e) => !storedIds.has(e.id) && !sentHere.has(e.id) && !sent.includes(e.id));
  return [...stored.map((e) => unsaved.get(e.id) ?? e), ...memoryOnly];
}

/** The outbox as stored, malformed entries left out (this tab's unsaved ones are not in it). Never throws. */
export function readOutbox(): { entries: OutboxEntry[]; sent: string[] } {
  const { outbox } = readKey();
  return { entries: outbox.entries, sent: outbox.sent };
}

/** How many notifications wait to be sent from this browser. */
export function waitingNotifications(): number {
  try {
    return waitingEntries().length;
  } catch {
    return 0;
  }
}

/** Calls `listener` whenever the outbox changes, in this tab or (through storage events) in another; returns unsubscribe. */
export function subscribeToOutbox(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === NOTIFICATION_OUTBOX.key || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Queueing

/**
 * Queues a notification unless one for the same record is waiting or was sent, saves it, and starts a send pass
 * (without waiting for it). Resolves once the notification is saved; never throws or rejects.
 */
export async function enqueueNotification(notification: Notification): Promise<void> {
  try {
    const entry = parseEntry({ ...notification, attempts: 0, nextAttemptAt: Date.now() }, Date.now());
    if (!entry) {
      console.error(`Owner notification ${String(notification?.id)} is not one the outbox can keep; it was not queued.`);
      return;
    }
    const known = (outbox: StoredOutbox) =>
      sentHere.has(entry.id) || outbox.sent.includes(entry.id) || outbox.entries.some((e) => e.id === entry.id) || unsaved.has(entry.id);
    if (known(readKey().outbox)) return;
    let added = false;
    update(
      (outbox) => {
        if (known(outbox)) return outbox;
        added = true;
        return { ...outbox, entries: [...outbox.entries, entry] };
      },
      () => (added ? [entry] : []),
    );
    keepSending();
    void sendDueNotifications();
  } catch (error) {
    console.error('Could not queue the owner notification', error);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Sending

let turns: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` after this tab's earlier passes, and, where the browser has Web Locks, while no other tab of the site
 * runs one. Without Web Locks (old browsers, tests) only this tab's passes take turns.
 */
function exclusively(work: () => Promise<void>): Promise<void> {
  const run = () => inTurnAcrossTabs(SITE_LOCKS.notifications, work);
  const turn = turns.then(run, run);
  turns = turn.catch(() => undefined);
  return turn;
}

let warnedNotConfigured = false;

function warnNotConfigured() {
  if (warnedNotConfigured) return;
  warnedNotConfigured = true;
  console.warn(
    `Owner notifications: email sending is not configured (missing ${missingNotificationSettings().join(', ')}); ` +
      'they wait in this browser until a build has these settings. See README.md, Configuration.',
  );
}

const isDue = (entry: OutboxEntry, now: number) => entry.nextAttemptAt <= now && notificationKindConfigured(entry.kind);

/**
 * Sends one entry and records the answer: removed and remembered when accepted; when refused, due again the backoff
 * after this attempt started (so a slow answer, or a page whose clock jumped meanwhile, does not push it back).
 */
async function sendEntry(entry: OutboxEntry): Promise<void> {
  const startedAt = Date.now();
  const result = await settleWithin<NotificationDelivery>(deliverNotificationEmail(entry.kind, entry.params), SEND_TIMEOUT_MS, () => ({
    outcome: 'failed',
    error: `no answer within ${SEND_TIMEOUT_MS / 1000} s`,
  }));
  if (result.outcome === 'not-configured') return;
  if (result.outcome === 'sent') {
    sentHere.add(entry.id);
    unsaved.delete(entry.id);
    update((outbox) => ({
      ...outbox,
      entries: outbox.entries.filter((e) => e.id !== entry.id),
      sent: [...outbox.sent.filter((id) => id !== entry.id), entry.id].slice(-SENT_IDS_KEPT),
    }));
    return;
  }
  const attempts = entry.attempts + 1;
  const failed: OutboxEntry = { ...entry, attempts, nextAttemptAt: startedAt + retryDelay(attempts), lastError: result.error.slice(0, MAX_ERROR_LENGTH) };
  update(
    (outbox) => ({
      ...outbox,
      // An entry this tab could only keep in memory is stored now if storage takes it.
      entries: outbox.entries.some((e) => e.id === entry.id) ? outbox.entries.map((e) => (e.id === entry.id ? failed : e)) : [...outbox.entries, failed],
    }),
    () => [failed],
  );
}

/**
 * One send pass: under the lock, reads the outbox again and sends each due entry in order, each only if it is still
 * waiting. Then schedules the next pass (while the sender runs). Never rejects.
 */
export async function sendDueNotifications(): Promise<void> {
  try {
    if (waitingEntries().some((e) => !notificationKindConfigured(e.kind))) warnNotConfigured();
    if (waitingEntries().some((e) => isDue(e, Date.now()))) {
      await exclusively(async () => {
        const due = waitingEntries().filter((e) => isDue(e, Date.now()));
        for (const candidate of due) {
          // Another tab (or a browser without Web Locks) may have sent or retried it since.
          const entry = waitingEntries().find((e) => e.id === candidate.id);
          if (entry && isDue(entry, Date.now())) await sendEntry(entry);
        }
      });
    }
  } catch (error) {
    console.error('Owner notifications: a send pass failed', error);
  }
  scheduleNextPass();
}

let running = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sets the timer for the earliest retry among the kinds that can be sent; nothing waits on unconfigured kinds. */
function scheduleNextPass() {
  clearTimeout(timer);
  timer = undefined;
  if (!running) return;
  let next = Infinity;
  try {
    for (const e of waitingEntries()) if (notificationKindConfigured(e.kind)) next = Math.min(next, e.nextAttemptAt);
  } catch {
    return;
  }
  if (next === Infinity) return;
  const now = Date.now();
  // Still due after a pass (its answer came later than its backoff, or could not be recorded): wait the first
  // backoff rather than spin.
  const wait = next > now ? next - now : RETRY_DELAYS_MS[0];
  timer = setTimeout(() => void sendDueNotifications(), Math.min(wait, LONGEST_DELAY_MS));
}

const onOnline = () => void sendDueNotifications();
const onStorage = (event: StorageEvent) => {
  // Another tab queued, sent or retried something: the next retry may be sooner (or none may be left).
  if (event.key === NOTIFICATION_OUTBOX.key || event.key === null) scheduleNextPass();
};

function keepSending() {
  if (running || typeof window === 'undefined') return;
  running = true;
  window.addEventListener('online', onOnline);
  window.addEventListener('storage', onStorage);
}

function stopSending() {
  running = false;
  clearTimeout(timer);
  timer = undefined;
  if (typeof window === 'undefined') return;
  window.removeEventListener('online', onOnline);
  window.removeEventListener('storage', onStorage);
}

/**
 * Sends what is due now, then keeps going: a pass at the earliest retry time, and one whenever the browser comes
 * back online. Returns the function that stops it. (Queueing a notification starts it too.)
 */
export function startNotificationSender(): () => void {
  keepSending();
  void sendDueNotifications();
  return stopSending;
}
