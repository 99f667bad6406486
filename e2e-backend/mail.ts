// What the shop's server emailed during the journeys: scripts/e2e-backend.mjs points the server at an SMTP catcher
// (server/test/smtp-catcher.mjs) and passes its address in E2E_MAIL; the journeys read what it caught.
import { expect } from './backend';

export interface CaughtEmail {
  envelopeTo: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

function mailSettings(): { messagesURL: string; ownerEmail: string } {
  const raw = process.env.E2E_MAIL;
  if (!raw) throw new Error('E2E_MAIL is not set: run these through `node scripts/e2e-backend.mjs`.');
  return JSON.parse(raw) as { messagesURL: string; ownerEmail: string };
}

/** The owner's address (OWNER_EMAIL) the server was started with. */
export const ownerEmail = () => mailSettings().ownerEmail;

/** Every email caught so far, oldest first. */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(mailSettings().messagesURL);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtEmail[];
}

/** The emails to `address` with this subject (an exact one, or a pattern), oldest first. */
export async function emailsTo(address: string, subject: string | RegExp): Promise<CaughtEmail[]> {
  const matches = (m: CaughtEmail) => m.envelopeTo.includes(address) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject));
  return (await caughtEmails()).filter(matches);
}

/** Waits until `count` such emails have arrived (the server sends within a few seconds); answers them. */
export async function waitForEmails(address: string, subject: string | RegExp, count = 1): Promise<CaughtEmail[]> {
  await expect.poll(async () => (await emailsTo(address, subject)).length, { message: `${count} email(s) "${subject}" to ${address}`, timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return emailsTo(address, subject);
}
