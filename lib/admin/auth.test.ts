import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import {
  PBKDF2,
  adminSessionFor,
  configuredAdminCredential,
  deriveAdminKey,
  holdsAdminProof,
  proveAdminCredentials,
  resolveAdminCredential,
  verifierOf,
  type AdminCredential,
} from './auth';
import { testAdmin } from '@/test-support/admin-credential';

const credential: AdminCredential = { email: testAdmin.email, salt: testAdmin.salt, verifier: testAdmin.verifier };

describe('the key derived from the password', () => {
  it('is PBKDF2-HMAC-SHA-256 with 600,000 iterations and a 16-byte salt (OWASP 2023)', () => {
    expect(PBKDF2).toEqual({ hash: 'SHA-256', iterations: 600_000, keyBytes: 32, saltBytes: 16 });
  });

  it('matches the value Python computes for the same password and salt', async () => {
    expect(await deriveAdminKey(testAdmin.password, testAdmin.salt)).toBe(testAdmin.proof);
    expect(await verifierOf(testAdmin.proof)).toBe(testAdmin.verifier);
  });

  it('agrees with `npm run admin:hash`, which prints a random salt and the verifier for .env.local', async () => {
    const printed = execFileSync(process.execPath, ['scripts/admin-credential.mjs', 'hash', testAdmin.password], {
      encoding: 'utf8',
    });
    const salt = /NEXT_PUBLIC_ADMIN_PASSWORD_SALT=([0-9a-f]{32})\n/.exec(printed)?.[1];
    const verifier = /NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER=([0-9a-f]{64})\n/.exec(printed)?.[1];
    expect(salt).toBeDefined();
    expect(salt).not.toBe(testAdmin.salt);
    expect(await verifierOf(await deriveAdminKey(testAdmin.password, salt!))).toBe(verifier);
  });
});

describe('proveAdminCredentials (one fixed pair)', () => {
  it.each([
    ['the right pair', 'owner@example.com', 'correct horse battery staple', testAdmin.proof],
    ['the email in another case, with spaces around it', '  Owner@Example.COM ', 'correct horse battery staple', testAdmin.proof],
    ['a wrong email', 'someone@example.com', 'correct horse battery staple', null],
    ['a wrong password', 'owner@example.com', 'correct horse battery stapler', null],
    ['the password in another case', 'owner@example.com', 'Correct Horse Battery Staple', null],
    ['an empty password', 'owner@example.com', '', null],
  ])('%s', async (_case, email, password, expected) => {
    expect(await proveAdminCredentials(email, password, credential)).toBe(expected);
  });

  it('lets nobody in when the build has no credential', async () => {
    expect(await proveAdminCredentials('owner@example.com', 'correct horse battery staple', null)).toBeNull();
  });
});

describe('holdsAdminProof (a stored session)', () => {
  const session = adminSessionFor(credential, testAdmin.proof);

  it('accepts the session a sign-in made', async () => {
    expect(await holdsAdminProof(session, credential)).toBe(true);
  });

  it.each([
    ['no proof at all', ''],
    ['the verifier copied from the site files', testAdmin.verifier],
    ['a made-up key', 'ab'.repeat(32)],
  ])('refuses a hand-written session with %s', async (_case, proof) => {
    expect(await holdsAdminProof({ ...session, proof }, credential)).toBe(false);
  });

  it('refuses a session for another email, or when the build has no credential', async () => {
    expect(await holdsAdminProof({ ...session, email: 'x@example.com' }, credential)).toBe(false);
    expect(await holdsAdminProof(session, null)).toBe(false);
  });
});

describe('resolveAdminCredential (build-time environment)', () => {
  it('has no credential at all when nothing is configured: no password is built in', () => {
    expect(resolveAdminCredential({})).toBeNull();
    expect(resolveAdminCredential({ email: '', salt: ' ', verifier: '' })).toBeNull();
  });

  it('normalises the email and the hex', () => {
    expect(
      resolveAdminCredential({ email: ' Owner@Example.com', salt: testAdmin.salt.toUpperCase(), verifier: ` ${testAdmin.verifier} ` }),
    ).toEqual(credential);
  });

  it.each([
    ['only the email', { email: 'owner@example.com' }],
    ['no email', { salt: testAdmin.salt, verifier: testAdmin.verifier }],
    ['a short salt', { email: 'owner@example.com', salt: 'abcd', verifier: testAdmin.verifier }],
    ['a verifier that is not 64 hex digits', { email: 'owner@example.com', salt: testAdmin.salt, verifier: 'xyz' }],
  ])('is null for a half-done setup: %s', (_case, env) => {
    expect(resolveAdminCredential(env)).toBeNull();
  });

  it('reads the test build variables', () => {
    expect(configuredAdminCredential).toEqual(credential);
  });
});

describe('adminSessionFor', () => {
  it("creates the 'Admin User' session with role admin and the proof", () => {
    expect(adminSessionFor(credential, testAdmin.proof)).toEqual({
      id: 'admin',
      email: 'owner@example.com',
      name: messages.adminName,
      role: 'admin',
      proof: testAdmin.proof,
    });
  });
});
