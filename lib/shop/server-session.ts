// This browser's session on the shared server: the customer's (or guest's) session token and the id that counts
// this browser's helpful marks once. Kept under one registered key; unreadable contents count as signed out.
import { getBackingStorage } from '../store/backing-storage';
import { SERVER_SESSION } from '../store/storage-keys';
import { randomId } from '../ids';
import { isRecord } from '../store/stored-values';

export interface ServerSession {
  token: string | null;
  browserId: string;
}

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
    const { token, browserId } = parsed.state;
    if (typeof browserId !== 'string') return null;
    return { token: typeof token === 'string' ? token : null, browserId };
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
  if (stored === 'unreadable') current ??= { token: null, browserId: randomId('browser') };
  else current = stored ?? { token: null, browserId: current?.browserId ?? randomId('browser') };
  return current;
}

export function setSessionToken(token: string | null): void {
  current = { ...serverSession(), token };
  write(current);
}
