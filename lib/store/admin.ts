import type { AdminSession } from '../types';
import { migrateAdmin } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';

interface PersistedAdmin {
  /** The signed-in admin, or null. */
  session: AdminSession | null;
}

interface AdminActions {
  login: (session: AdminSession) => Promise<SaveOutcome>;
  logout: () => Promise<SaveOutcome>;
}

export const useAdmin = persistedStore<PersistedAdmin, AdminActions>(
  { store: 'admin', initial: { session: null }, migrate: migrateAdmin },
  ({ save }) => ({
    login: (session) => save(() => ({ session })),
    logout: () => save(() => ({ session: null })),
  }),
);

export const selectIsAdminAuthenticated = (s: PersistedAdmin) => s.session !== null;
