// This browser's session on the shared server: the customer's (or guest's) session token, the id that counts
// this browser's helpful marks once, and the key of an order whose placing may have reached the server. Kept under
// one registered key, so a reload keeps them; unreadable contents count as signed out.
import { getBackingStorage } from '../store/backing-storage';
import { SERVER_SESSION } from '../store/storage-keys';
import { randomId } from '../ids';
import { isRecord } from '../store/stored-values';

/** An order sent without a clear answer (a timeout, a lost connection): a retry of the same order sends its key. */
export interface UnsettledOrder {
  /** The order as it was sent, so a changed cart or address counts as a new order with a new key. */
  draft: string;
  key: string;
}

export interface ServerSession {
  token: string | null;
  browserId: string;
  unsettledOrder: UnsettledOrder | null;
}

const unsettledOrderOf = (value: unknown): UnsettledOrder | null =>
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
    const { token, browserId, unsettledOrder } = parsed.state;
    if (typeof browserId !== 'string') return null;
    return { token: typeof token === 'string' ? token : null, browserId, unsettledOrder: unsettledOrderOf(unsettledOrder) };
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
  if (stored === 'unreadable') current ??= { token: null, browserId: randomId('browser'), unsettledOrder: null };
  else current = stored ?? { token: null, browserId: current?.browserId ?? randomId('browser'), unsettledOrder: null };
  return current;
}

function update(changes: Partial<ServerSession>): void {
  current = { ...serverSession(), ...changes };
  write(current);
}

export function setSessionToken(token: string | null): void {
  update({ token });
}

/** The key to place this order under: the unsettled one's when it is the same order again, else a new one. */
export function orderKeyFor(draft: string): string {
  const unsettled = serverSession().unsettledOrder;
  const key = unsettled?.draft === draft ? unsettled.key : randomId('order');
  update({ unsettledOrder: { draft, key } });
  return key;
}

/** The server answered (placed or refused): the next order gets a new key. */
export function settleOrder(): void {
  update({ unsettledOrder: null });
}
