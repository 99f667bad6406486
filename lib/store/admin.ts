import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AdminSession } from '../types';
import { registerPersistedStore } from './hydration';
import { persistOptions } from './persisted';

interface AdminState {
  /** The signed-in admin (SPEC §3 Admin session), or null. */
  session: AdminSession | null;
  login: (session: AdminSession) => void;
  logout: () => void;
}

type PersistedAdmin = Pick<AdminState, 'session'>;

export const useAdmin = create<AdminState>()(
  persist(
    (set) => ({
      session: null,
      login: (session) => set({ session }),
      logout: () => set({ session: null }),
    }),
    persistOptions<AdminState, PersistedAdmin>({
      name: 'admin',
      version: 1,
      partialize: ({ session }) => ({ session }),
    }),
  ),
);
registerPersistedStore(useAdmin);

export const selectIsAdminAuthenticated = (s: AdminState) => s.session !== null;
