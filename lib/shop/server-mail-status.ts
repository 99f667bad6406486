// What the shop's server emails, as it tells the signed-in owner (whoAmI asked with { email: true }, server/mail):
// for the notice on /admin. Only a build with a server loads this (components/admin/notifications-status.tsx).
import { FUNCTIONS } from './server-protocol';
import { ownerToken } from './server-records';
import { runFunction } from './server-rest';

/** 'server': customers and the owner are emailed; 'no-owner-address': customers only; 'off': nobody. */
export const SERVER_EMAIL_STATES = ['server', 'no-owner-address', 'off'] as const;
export type ServerEmail = (typeof SERVER_EMAIL_STATES)[number];

/** Null when it cannot be told just now (no owner session, the server not reached). */
export async function serverEmail(): Promise<ServerEmail | null> {
  const session = ownerToken();
  if (!session) return null;
  const who = await runFunction<{ owner?: boolean; email?: unknown }>(FUNCTIONS.whoAmI, { email: true }, { session });
  const email = who.ok ? who.value.email : undefined;
  return (SERVER_EMAIL_STATES as readonly unknown[]).includes(email) ? (email as ServerEmail) : null;
}
