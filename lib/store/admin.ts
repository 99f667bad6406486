import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import * as z from 'zod/mini';
import { configuredAdminCredential } from '../admin-auth';
import { parserFor } from '../schemas';
import type { AdminSession } from '../types';
import { registerPersistedStore } from './hydration';
import { isRecord, persistOptions } from './persisted';

interface AdminState {
  /** The signed-in admin (SPEC §3 Admin session), or null. */
  session: AdminSession | null;
  login: (session: AdminSession) => void;
  logout: () => void;
}

type PersistedAdmin = Pick<AdminState, 'session'>;

const adminSessionSchema: z.ZodMiniType<AdminSession> = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.literal('admin'),
});

/**
 * A stored session counts only for the credential this build was made with: after the owner changes the admin
 * email, an older session no longer opens the dashboard.
 */
export function storedAdminSession(
  stored: unknown,
  credential: { email: string } | null = configuredAdminCredential,
): AdminSession | null {
  const session = parserFor(adminSessionSchema)(stored);
  if (!session || !credential || session.email !== credential.email) return null;
  return session;
}

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
      sanitize: (stored) => ({ session: isRecord(stored) ? storedAdminSession(stored.session) : null }),
    }),
  ),
);
registerPersistedStore(useAdmin);

export const selectIsAdminAuthenticated = (s: AdminState) => s.session !== null;
