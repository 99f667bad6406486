// The one admin sign-in. The credential is fixed at build time: an email, a random salt and a verifier
// (NEXT_PUBLIC_ADMIN_EMAIL, NEXT_PUBLIC_ADMIN_PASSWORD_SALT, NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER). The browser
// derives a key from what is typed with PBKDF2-HMAC-SHA-256 (600,000 iterations, OWASP's 2023 figure) and compares
// the key's SHA-256 with the verifier. The derived key is the session's proof: only the password gives it, and
// the site's files hold only its hash, so a hand-written session cannot open the admin screen. This guards the
// admin screen in this browser; the data it manages lives in each visitor's own browser.
// scripts/admin-credential.mjs makes the same values with node:crypto (one set of parameters: PBKDF2 below).
import { messages } from '@/content/messages';
import type { AdminSession } from '@/types/shop';

export const PBKDF2 = { hash: 'SHA-256', iterations: 600_000, keyBytes: 32, saltBytes: 16 } as const;

export interface AdminCredential {
  /** Trimmed, lower case. */
  email: string;
  /** Hex, at least 16 bytes. */
  salt: string;
  /** Hex SHA-256 of the key PBKDF2 derives from the password and the salt. */
  verifier: string;
}

const HEX = /^[0-9a-f]+$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The credential from the build's environment, or null: then nobody can sign in and /admin/login says how to set
 * one. A half-done setup (a value missing or malformed) is null too; no password is ever built in.
 */
export function resolveAdminCredential(env: { email?: string; salt?: string; verifier?: string }): AdminCredential | null {
  const email = normalizeEmail(env.email ?? '');
  const salt = (env.salt ?? '').trim().toLowerCase();
  const verifier = (env.verifier ?? '').trim().toLowerCase();
  if (email === '' || !HEX.test(salt) || salt.length < PBKDF2.saltBytes * 2 || salt.length % 2 !== 0) return null;
  if (!SHA256_HEX.test(verifier)) return null;
  return { email, salt, verifier };
}

/** Read once; Next inlines NEXT_PUBLIC_ variables only when they are written out in full like this. */
export const configuredAdminCredential: AdminCredential | null = resolveAdminCredential({
  email: process.env.NEXT_PUBLIC_ADMIN_EMAIL,
  salt: process.env.NEXT_PUBLIC_ADMIN_PASSWORD_SALT,
  verifier: process.env.NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER,
});

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Lower-case hex SHA-256 of the bytes, via the Web Crypto API. */
async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** The key PBKDF2-HMAC-SHA-256 derives from the password (UTF-8) and the salt, as hex. Takes about a second. */
export async function deriveAdminKey(password: string, saltHex: string): Promise<string> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: PBKDF2.hash, salt: fromHex(saltHex), iterations: PBKDF2.iterations },
    material,
    PBKDF2.keyBytes * 8,
  );
  return toHex(bits);
}

/** The verifier of a derived key: its SHA-256, as hex. */
export function verifierOf(keyHex: string): Promise<string> {
  return sha256Hex(fromHex(keyHex));
}

/**
 * The proof for a session when the pair matches (the email ignoring case and surrounding spaces, the password
 * exactly), else null.
 */
export async function proveAdminCredentials(
  email: string,
  password: string,
  credential: AdminCredential | null = configuredAdminCredential,
): Promise<string | null> {
  if (!credential || password === '' || normalizeEmail(email) !== credential.email) return null;
  const key = await deriveAdminKey(password, credential.salt);
  return (await verifierOf(key)) === credential.verifier ? key : null;
}

/** Whether a stored session carries the proof for this build's credential. */
export async function holdsAdminProof(
  session: Pick<AdminSession, 'email' | 'proof'>,
  credential: AdminCredential | null = configuredAdminCredential,
): Promise<boolean> {
  if (!credential || session.email !== credential.email || !SHA256_HEX.test(session.proof)) return false;
  return (await verifierOf(session.proof)) === credential.verifier;
}

/** The session a successful sign-in creates: the named admin, with the proof only the password gives. */
export function adminSessionFor(credential: AdminCredential, proof: string): AdminSession {
  return { id: 'admin', email: credential.email, name: messages.adminName, role: 'admin', proof };
}
