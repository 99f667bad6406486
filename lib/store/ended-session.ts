import { create } from 'zustand';

/**
 * The shared server ended the customer's session (it expired, or they signed out on another device), and this tab
 * signed them out: the pages tell them and offer to sign in again. Kept for this tab's visit only; the next session
 * (a sign-in, or a guest's first order or chat) clears it. The static shop has no server sessions and never sets it.
 */
interface EndedSession {
  /** The account whose session ended; what was typed at checkout stays kept for it, for when they sign in again. */
  endedFor: string | null;
  report: (userId: string) => void;
  clear: () => void;
}

export const useEndedSession = create<EndedSession>()((set) => ({
  endedFor: null,
  report: (userId) => set({ endedFor: userId }),
  clear: () => set({ endedFor: null }),
}));
