// The throwaway admin credential the suite's build was made with (scripts/test.sh makes one per run with
// scripts/admin-credential.mjs; playwright.config.ts reads it back). No password is built into the shop.
import { messages } from '@/content/messages';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the suite with \`npm test\`, which builds the shop with a test admin credential.`);
  }
  return value;
}

export const ADMIN_EMAIL = required('E2E_ADMIN_EMAIL');
export const ADMIN_PASSWORD = required('E2E_ADMIN_PASSWORD');

/** The session a sign-in with the test credential stores, proof included. */
export const adminSession = {
  id: 'admin',
  email: ADMIN_EMAIL.trim().toLowerCase(),
  name: messages.adminName,
  role: 'admin',
  proof: required('E2E_ADMIN_PROOF'),
};

export const adminStorage = { admin: { state: { session: adminSession }, version: 2 } };
