import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import {
  DEV_ADMIN_CREDENTIAL,
  adminSessionFor,
  checkAdminCredentials,
  resolveAdminCredential,
  sha256Hex,
  type AdminCredential,
} from './admin-auth';

// A test-only credential: the hash of 'correct horse battery staple'.
const credential: AdminCredential = {
  email: 'owner@example.com',
  passwordSha256: 'c4bbcb1fbec99d65bf59d85c8cb62ee2db963f0fe106f483d9afa73bd4e39a8a',
};

describe('sha256Hex (Web Crypto)', () => {
  it('matches the published SHA-256 test vectors', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with `npm run admin:hash`, which prints the value for .env', async () => {
    const printed = execFileSync(process.execPath, ['scripts/admin-hash.mjs', 'correct horse battery staple'], {
      encoding: 'utf8',
    }).trim();
    expect(printed).toBe(credential.passwordSha256);
    expect(await sha256Hex('correct horse battery staple')).toBe(printed);
  });
});

describe('checkAdminCredentials (SPEC §6: one fixed pair)', () => {
  it.each([
    ['the right pair', 'owner@example.com', 'correct horse battery staple', true],
    ['the email in another case, with spaces around it', '  Owner@Example.COM ', 'correct horse battery staple', true],
    ['a wrong email', 'someone@example.com', 'correct horse battery staple', false],
    ['a wrong password', 'owner@example.com', 'correct horse battery stapler', false],
    ['the password in another case', 'owner@example.com', 'Correct Horse Battery Staple', false],
    ['the password with a trailing space', 'owner@example.com', 'correct horse battery staple ', false],
    ['an empty password', 'owner@example.com', '', false],
    ['the hash itself typed as the password', 'owner@example.com', credential.passwordSha256, false],
  ])('%s → %s', async (_case, email, password, expected) => {
    expect(await checkAdminCredentials(email, password, credential)).toBe(expected);
  });

  it('lets nobody in when the credential is misconfigured', async () => {
    expect(await checkAdminCredentials('owner@example.com', 'correct horse battery staple', null)).toBe(false);
  });
});

describe('resolveAdminCredential (build-time environment)', () => {
  it('uses the development credential when nothing is set', () => {
    expect(resolveAdminCredential({})).toEqual(DEV_ADMIN_CREDENTIAL);
    expect(resolveAdminCredential({ email: '', passwordSha256: ' ' })).toEqual(DEV_ADMIN_CREDENTIAL);
  });

  it('uses the configured pair, normalising case and spaces', () => {
    expect(
      resolveAdminCredential({ email: ' Owner@Example.com', passwordSha256: credential.passwordSha256.toUpperCase() }),
    ).toEqual(credential);
  });

  it.each([
    ['an email without a hash', { email: 'owner@example.com' }],
    ['a hash without an email', { passwordSha256: credential.passwordSha256 }],
    ['a hash that is not 64 hex digits', { email: 'owner@example.com', passwordSha256: 'not-a-hash' }],
    ['a plain password where the hash belongs', { email: 'owner@example.com', passwordSha256: 'hunter2' }],
  ])('refuses %s instead of falling back to the development password', (_case, env) => {
    expect(resolveAdminCredential(env)).toBeNull();
  });

  it('ships only a hash for the development credential', () => {
    expect(DEV_ADMIN_CREDENTIAL.passwordSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('adminSessionFor', () => {
  it("creates the session of SPEC §3, named 'Admin User' with role admin", () => {
    expect(adminSessionFor(credential)).toEqual({
      id: 'admin',
      email: 'owner@example.com',
      name: messages.adminName,
      role: 'admin',
    });
  });
});
