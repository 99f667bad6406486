import { create } from 'zustand';
import { tabStorage } from './backing-storage';
import { ENDED_SESSION } from './storage-keys';
import { isRecord } from './stored-values';

/**
 * The shared server ended the customer's session (it expired, or they signed out on another device), and this tab
 * signed them out: the pages tell them and offer to sign in again. Kept for this tab's visit (its sessionStorage, so a
 * reload still tells them); the next session (a sign-in, or a guest's first order or chat) clears it. The static shop
 * has no server sessions and never sets it.
 */
interface EndedSession {
  /** The account whose session ended; what was typed at checkout stays kept for it, for when they sign in again. */
  endedFor: string | null;
  report: (userId: string) => void;
  clear: () => void;
}

/** The account this tab kept as signed out by the server; null when nothing, or nothing readable, is kept. */
export function keptEndedSession(): string | null {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(ENDED_SESSION.key) ?? 'null');
    if (!isRecord(parsed) || parsed.version !== ENDED_SESSION.version || !isRecord(parsed.state)) return null;
    const { endedFor } = parsed.state;
    return typeof endedFor === 'string' && endedFor.length > 0 && endedFor.length <= 200 ? endedFor : null;
  } catch {
    return null;
  }
}

function keep(endedFor: string | null): void {
  try {
    if (endedFor === null) tabStorage()?.removeItem(ENDED_SESSION.key);
    else tabStorage()?.setItem(ENDED_SESSION.key, JSON.stringify({ version: ENDED_SESSION.version, state: { endedFor } }));
  } catch {
    // Refused: only the notice after a reload is lost.
  }
}

export const useEndedSession = create<EndedSession>()((set) => ({
  endedFor: keptEndedSession(),
  report: (userId) => {
    keep(userId);
    set({ endedFor: userId });
  },
  clear: () => {
    keep(null);
    set({ endedFor: null });
  },
}));
