// This browser's session on the shared server: the customer's (or guest's) session token, the id that counts
// this browser's helpful marks once, and the keys of an order, a custom request, a chat message and a review whose
// sending may have reached the server. Kept under one registered key, so a reload keeps them; unreadable contents count as signed out.
import { getBackingStorage } from '@/lib/store/backing-storage';
import { SERVER_SESSION } from '@/lib/store/storage-keys';
import { randomId } from '@/lib/util/ids';
import { isRecord } from '@/lib/store/stored-values';
import { useEndedSession } from '@/lib/store/ended-session';

/**
 * An order, a custom request, a chat message or a review sent without a clear answer (a timeout, a lost connection): a retry
 * of the same one sends its key, which the server takes once.
 */
export interface UnsettledWrite {
  /** What was sent, so a changed cart, address or request counts as a new one with a new key. */
  draft: string;
  key: string;
}

export interface ServerSession {
  token: string | null;
  browserId: string;
  unsettledOrder: UnsettledWrite | null;
  unsettledRequest: UnsettledWrite | null;
  unsettledMessage: UnsettledWrite | null;
  unsettledReview: UnsettledWrite | null;
}

const unsettledOf = (value: unknown): UnsettledWrite | null =>
  isRecord(value) && typeof value.draft === 'string' && typeof value.key === 'string' ? { draft: value.draft, key: value.key } : null;

/** What storage holds: a session, nothing usable (signed out), or 'unreadable' when storage itself refuses. */
function read(): ServerSession | null | 'unreadable' {
  let raw: string | null;
  try {
    raw = getBackingStorage().getItem(SERVER_SESSION.key);
  } catch {
    return 'unreadable';
  }
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (!isRecord(parsed) || parsed.version !== SERVER_SESSION.version || !isRecord(parsed.state)) return null;
    const { token, browserId, unsettledOrder, unsettledRequest, unsettledMessage, unsettledReview } = parsed.state;
    if (typeof browserId !== 'string') return null;
    return {
      token: typeof token === 'string' ? token : null,
      browserId,
      unsettledOrder: unsettledOf(unsettledOrder),
      unsettledRequest: unsettledOf(unsettledRequest),
      unsettledMessage: unsettledOf(unsettledMessage),
      unsettledReview: unsettledOf(unsettledReview),
    };
  } catch {
    return null;
  }
}

function write(session: ServerSession): void {
  try {
    getBackingStorage().setItem(SERVER_SESSION.key, JSON.stringify({ version: SERVER_SESSION.version, state: session }));
  } catch {
    // Storage refused: the session lasts as long as this page, like the rest of the shop's state then.
  }
}

/** The session of this page, for when storage refuses to be read or written. */
let current: ServerSession | null = null;

export function serverSession(): ServerSession {
  const stored = read();
  const settled = { unsettledOrder: null, unsettledRequest: null, unsettledMessage: null, unsettledReview: null };
  if (stored === 'unreadable') current ??= { token: null, browserId: randomId('browser'), ...settled };
  else current = stored ?? { token: null, browserId: current?.browserId ?? randomId('browser'), ...settled };
  return current;
}

function update(changes: Partial<ServerSession>): void {
  current = { ...serverSession(), ...changes };
  write(current);
}

const tokenListeners = new Set<() => void>();

/** Calls `listener` whenever this page sets another session token (a sign-in or sign-out, a guest's first chat or order). */
export function onSessionTokenChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => void tokenListeners.delete(listener);
}

export function setSessionToken(token: string | null): void {
  const before = serverSession().token;
  update({ token });
  if (token) useEndedSession.getState().clear();
  if (token !== before) tokenListeners.forEach((listener) => listener());
}

const refusedListeners = new Set<(token: string) => void>();

/** Calls `listener` with a session token the server answered as ended (Parse's 209), whichever request it was. */
export function onSessionRefused(listener: (token: string) => void): () => void {
  refusedListeners.add(listener);
  return () => void refusedListeners.delete(listener);
}

export function reportSessionRefused(token: string): void {
  refusedListeners.forEach((listener) => listener(token));
}

const unsettledField = { order: 'unsettledOrder', request: 'unsettledRequest', message: 'unsettledMessage', review: 'unsettledReview' } as const;

/** The key to send this order, request, message or review under: the unsettled one's when it is the same again, else a new one. */
export function writeKeyFor(kind: keyof typeof unsettledField, draft: string): string {
  const unsettled = serverSession()[unsettledField[kind]];
  const key = unsettled?.draft === draft ? unsettled.key : randomId(kind);
  update({ [unsettledField[kind]]: { draft, key } });
  return key;
}

/** The server answered (taken or refused): the next order, request, message or review gets a new key. */
export function settleWrite(kind: keyof typeof unsettledField): void {
  update({ [unsettledField[kind]]: null });
}
