import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ADMIN_CREDENTIAL, adminSessionFor } from '../admin-auth';
import { useAdmin } from './admin';
import { storedAdminSession } from './sanitizers';

const session = adminSessionFor(DEV_ADMIN_CREDENTIAL);

describe('admin session store (key "admin")', () => {
  beforeEach(() => useAdmin.setState({ session: null }));

  it('persists the session on login and clears it on logout', () => {
    useAdmin.getState().login(session);
    expect(JSON.parse(localStorage.getItem('admin')!)).toEqual({ state: { session }, version: 1 });
    useAdmin.getState().logout();
    expect(JSON.parse(localStorage.getItem('admin')!).state.session).toBeNull();
  });

  it('restores a stored session after a reload', async () => {
    localStorage.setItem('admin', JSON.stringify({ state: { session }, version: 1 }));
    await useAdmin.persist.rehydrate();
    expect(useAdmin.getState().session).toEqual(session);
  });

  it.each([
    ['unreadable JSON', '{oops'],
    ['a session with another role', JSON.stringify({ state: { session: { ...session, role: 'customer' } }, version: 1 })],
    ['a session for an email this build does not accept', JSON.stringify({ state: { session: { ...session, email: 'x@y.z' } }, version: 1 })],
    ['a wrong shape', JSON.stringify({ state: 'admin', version: 1 })],
  ])('stays signed out on %s', async (_case, raw) => {
    localStorage.setItem('admin', raw);
    await useAdmin.persist.rehydrate();
    expect(useAdmin.getState().session).toBeNull();
    expect(useAdmin.persist.hasHydrated()).toBe(true);
  });
});

describe('storedAdminSession', () => {
  it('accepts only a well-formed session for the configured email', () => {
    expect(storedAdminSession(session, DEV_ADMIN_CREDENTIAL)).toEqual(session);
    expect(storedAdminSession(session, null)).toBeNull();
    expect(storedAdminSession({ ...session, name: 7 }, DEV_ADMIN_CREDENTIAL)).toBeNull();
  });
});
