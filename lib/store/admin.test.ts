import { describe, expect, it, vi } from 'vitest';
import { adminSessionFor, configuredAdminCredential } from '@/lib/admin/auth';
import { testAdmin } from '@/test-support/admin-credential';
import { useAdmin } from './admin';
import { storedAdminSession } from './sanitizers';

const session = adminSessionFor(configuredAdminCredential!, testAdmin.proof);

describe('admin session store (key "admin")', () => {
  it('persists the session on login and clears it on logout', async () => {
    await useAdmin.getState().login(session);
    expect(JSON.parse(localStorage.getItem('admin')!)).toMatchObject({ state: { session }, version: 2 });
    await useAdmin.getState().logout();
    expect(JSON.parse(localStorage.getItem('admin')!).state.session).toBeNull();
  });

  it('restores a stored session after a reload', async () => {
    localStorage.setItem('admin', JSON.stringify({ state: { session }, version: 2 }));
    await useAdmin.persisted.read();
    expect(useAdmin.getState().session).toEqual(session);
  });

  it.each([
    ['unreadable JSON', '{oops'],
    ['a session with another role', JSON.stringify({ state: { session: { ...session, role: 'customer' } }, version: 2 })],
    ['a session for an email this build does not accept', JSON.stringify({ state: { session: { ...session, email: 'x@y.z' } }, version: 2 })],
    ['a wrong shape', JSON.stringify({ state: 'admin', version: 2 })],
    ['a session from version 1, which carried no proof', JSON.stringify({ state: { session }, version: 1 })],
  ])('stays signed out on %s', async (_case, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('admin', raw);
    await useAdmin.persisted.read();
    expect(useAdmin.getState().session).toBeNull();
    expect(useAdmin.persisted.status()).not.toBe('unread');
  });
});

describe('storedAdminSession', () => {
  it('accepts only a well-formed session for the configured email', () => {
    expect(storedAdminSession(session, configuredAdminCredential)).toEqual(session);
    expect(storedAdminSession(session, null)).toBeNull();
    expect(storedAdminSession({ ...session, name: 7 }, configuredAdminCredential)).toBeNull();
    const { proof: _, ...withoutProof } = session;
    expect(storedAdminSession(withoutProof, configuredAdminCredential)).toBeNull();
  });
});
