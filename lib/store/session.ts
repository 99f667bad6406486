import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { User } from '../types';
import { useCart } from './cart';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface SessionState {
  user: User | null;
  /** Every account created in this browser, so signing in again with a known email resumes it. */
  accounts: User[];
  login: (user: User) => void;
  /** Clears the user and the cart (SPEC §4). */
  logout: () => void;
  updateUser: (changes: Partial<Omit<User, 'id'>>) => void;
}

type PersistedSession = Pick<SessionState, 'user' | 'accounts'>;

function upsert(accounts: User[], user: User): User[] {
  return accounts.some((a) => a.id === user.id)
    ? accounts.map((a) => (a.id === user.id ? user : a))
    : [...accounts, user];
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      user: null,
      accounts: [],
      login: (user) => set((s) => ({ user, accounts: upsert(s.accounts, user) })),
      logout: () => {
        set({ user: null });
        useCart.getState().clear();
      },
      updateUser: (changes) => {
        const current = get().user;
        if (!current) return;
        const user = { ...current, ...changes, id: current.id };
        set((s) => ({ user, accounts: upsert(s.accounts, user) }));
      },
    }),
    persistOptions<SessionState, PersistedSession>({
      name: 'session',
      version: 1,
      partialize: ({ user, accounts }) => ({ user, accounts }),
    }),
  ),
);
registerPersistedStore(useSession);

export const selectIsAuthenticated = (s: SessionState) => s.user !== null;
