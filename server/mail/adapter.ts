// Parse Server's email adapter (its `emailAdapter` option): nothing is sent from here. Each email Parse asks for
// (a password-reset link, an email Cloud Code sends with Parse.Cloud.sendEmail) is written to the outbox and sent
// by the sender, with its retries, like the shop's other emails.
import { randomUUID } from 'node:crypto';
import { RESET_LINK_VALID_SECONDS } from '@/lib/accounts/password-reset';
import type { ParseObject } from '@/server/cloud/parse-api';

export type Enqueue = (kind: 'passwordReset' | 'mail', key: string, message: Record<string, unknown>) => Promise<void>;

export function outboxEmailAdapter(enqueue: Enqueue) {
  // Parse does not wait for these: a failure to queue is logged, and the customer can ask again.
  const queued = (kind: 'passwordReset' | 'mail', message: Record<string, unknown>) =>
    enqueue(kind, `${kind}:${randomUUID()}`, message).catch((error: unknown) => console.error(`Could not queue an email (${kind}):`, error));
  return {
    sendMail(options: { to?: unknown; subject?: unknown; text?: unknown; html?: unknown }) {
      return queued('mail', { to: String(options.to ?? ''), subject: String(options.subject ?? ''), text: String(options.text ?? ''), ...(options.html ? { html: String(options.html) } : {}) });
    },
    /** `link` is Parse's (publicServerURL/apps/<app>/request_password_reset?token=...): it names no account. */
    sendPasswordResetEmail({ link, user }: { link: string; user: ParseObject }) {
      const to = user.get('email');
      if (typeof to !== 'string' || to === '') return Promise.resolve();
      return queued('passwordReset', { to, link, expiresAt: new Date(Date.now() + RESET_LINK_VALID_SECONDS * 1000).toISOString() });
    },
    /** The shop does not ask customers to verify their address (Parse's verifyUserEmails is off). */
    sendVerificationEmail() {
      return Promise.resolve();
    },
  };
}
