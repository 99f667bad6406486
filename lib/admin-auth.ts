// The one admin sign-in of SPEC §6. The credential is fixed at build time: an email and the SHA-256 hash of the
// password (NEXT_PUBLIC_ADMIN_EMAIL, NEXT_PUBLIC_ADMIN_PASSWORD_SHA256). The plain password never ships; the
// browser hashes what is typed with Web Crypto and compares hashes. This guards the admin screen only: the data
// it manages lives in each visitor's own browser.
import { messages } from '@/content/messages';
import type { AdminSession } from './types';

export interface AdminCredential {
  /** Trimmed, lower case. */
  email: string;
  /** 64 lower-case hex digits. */
  passwordSha256: string;
}

/**
 * The development credential, used when neither variable is set: admin@prairiegrain.example with the password
 * documented in README.md. Only its hash is here.
 */
export const DEV_ADMIN_CREDENTIAL: AdminCredential = {
  email: 'admin@prairiegrain.example',
  passwordSha256: '47ac356154334b5c3413e2f6d12180a1b0cdc26aded9b4841b3bcae15c3b5722',
};

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The credential from the build's environment. Both empty: the development credential. Only one set, or a hash
 * that is not 64 hex digits: null, and nobody can sign in (a half-done setup must not fall back to the
 * published development password).
 */
export function resolveAdminCredential(env: { email?: string; passwordSha256?: string }): AdminCredential | null {
  const email = normalizeEmail(env.email ?? '');
  const hash = (env.passwordSha256 ?? '').trim().toLowerCase();
  if (email === '' && hash === '') return DEV_ADMIN_CREDENTIAL;
  if (email === '' || !SHA256_HEX.test(hash)) return null;
  return { email, passwordSha256: hash };
}

/** Read once; Next inlines NEXT_PUBLIC_ variables only when they are written out in full like this. */
export const configuredAdminCredential: AdminCredential | null = resolveAdminCredential({
  email: process.env.NEXT_PUBLIC_ADMIN_EMAIL,
  passwordSha256: process.env.NEXT_PUBLIC_ADMIN_PASSWORD_SHA256,
});

/** Lower-case hex SHA-256 of the UTF-8 text, via the Web Crypto API. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True when the pair matches: the email ignoring case and surrounding spaces, the password exactly. */
export async function checkAdminCredentials(
  email: string,
  password: string,
  credential: AdminCredential | null = configuredAdminCredential,
): Promise<boolean> {
  if (!credential || password === '') return false;
  const hash = await sha256Hex(password);
  return normalizeEmail(email) === credential.email && hash === credential.passwordSha256;
}

/** The session a successful sign-in creates (SPEC §3). */
export function adminSessionFor(credential: AdminCredential): AdminSession {
  return { id: 'admin', email: credential.email, name: messages.adminName, role: 'admin' };
}
