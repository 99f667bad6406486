import { create } from 'zustand';
import { forgetInTab, keepInTab, keptInTab } from './backing-storage';
import { ENDED_SESSION } from './storage-keys';
import { isShortText } from './stored-values';

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
  const endedFor = keptInTab(ENDED_SESSION)?.endedFor;
  return isShortText(endedFor) ? endedFor : null;
}

export const useEndedSession = create<EndedSession>()((set) => ({
  endedFor: keptEndedSession(),
  report: (userId) => {
    keepInTab(ENDED_SESSION, { endedFor: userId });
    set({ endedFor: userId });
  },
  clear: () => {
    forgetInTab(ENDED_SESSION);
    set({ endedFor: null });
  },
}));
