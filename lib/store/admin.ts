import { useEffect, useState } from 'react';
import { holdsAdminProof } from '@/lib/admin/auth';
import { settleWithin } from '@/lib/util/settle-within';
import type { AdminSession } from '@/types/shop';
import { useHydrated } from './hydration';
import { migrateAdmin } from './migrations';
import { persistedStore, type SaveOutcome } from './persisted';

interface PersistedAdmin {
  /** The signed-in admin, or null. A stored session opens nothing until its proof is checked (useAdminAccess). */
  session: AdminSession | null;
}

/**
 * Sessions found to hold access on this page load: signed in here, or checked. The header's admin link checks a
 * stored session first, so following the link shows the dashboard at once, without a "checking" pass. A denial is
 * not remembered: with a shared server it may have been a failed request, and the next component to ask checks again.
 */
const grantedSessions = new WeakSet<AdminSession>();
const checksUnderWay = new WeakMap<AdminSession, Promise<boolean>>();

interface AdminActions {
  /** Keeps a session the backend has just verified (adminSignIn), which opens /admin without a second check. */
  login: (session: AdminSession) => Promise<SaveOutcome>;
  logout: () => Promise<SaveOutcome>;
}

export const useAdmin = persistedStore<PersistedAdmin, AdminActions>(
  { store: 'admin', initial: { session: null }, migrate: migrateAdmin },
  ({ save }) => ({
    login: (session) => {
      grantedSessions.add(session);
      return save(() => ({ session }));
    },
    logout: () => save(() => ({ session: null })),
  }),
);

/** checking: the session is being read or its proof checked; granted: the password's proof; denied: anything else. */
export type AdminAccess = 'checking' | 'granted' | 'denied';

/** The password's proof in the static shop; with a shared server, the server's word that the account is the owner. */
const holdsOwnerAccess = (session: AdminSession): Promise<boolean> =>
  process.env.NEXT_PUBLIC_PARSE_SERVER_URL
    ? import('@/lib/shop/server-owner').then((m) => m.holdsOwnerSession(session))
    : holdsAdminProof(session);

/**
 * A check that has not answered by then counts as a denial, so the owner is offered the sign-in instead of
 * "Checking admin access…" for ever. Longer than a request's own timeout (15 s) plus loading the code that sends it.
 */
export const ACCESS_CHECK_DEADLINE_MS = 20_000;

function checkAccess(session: AdminSession): Promise<boolean> {
  let check = checksUnderWay.get(session);
  if (!check) {
    check = settleWithin(holdsOwnerAccess(session).catch(() => false), ACCESS_CHECK_DEADLINE_MS, () => false)
      .then((granted) => {
        if (granted) grantedSessions.add(session);
        checksUnderWay.delete(session);
        return granted;
      });
    checksUnderWay.set(session, check);
  }
  return check;
}

/**
 * Whether this browser holds the admin's session: read from storage, and carrying the proof only the password
 * gives (lib/admin/auth.ts). A session written by hand without it is denied.
 */
export function useAdminAccess(): AdminAccess {
  const hydrated = useHydrated();
  const session = useAdmin((s) => s.session);
  /** The session whose check has finished here; a granted one is in grantedSessions. */
  const [checkedSession, setCheckedSession] = useState<AdminSession | null>(null);

  useEffect(() => {
    if (!session || grantedSessions.has(session)) return;
    let current = true;
    void checkAccess(session).then(() => {
      if (current) setCheckedSession(session);
    });
    return () => {
      current = false;
    };
  }, [session]);

  if (!hydrated) return 'checking';
  if (!session) return 'denied';
  if (grantedSessions.has(session)) return 'granted';
  return checkedSession === session ? 'denied' : 'checking';
}
