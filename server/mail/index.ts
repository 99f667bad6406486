// Email from the shop's server (docs/email.md), as server/start.mjs wires it into Parse Server: the options Parse
// takes (its email adapter, the public address and name the password-reset flow needs), then, once Parse runs, the
// outbox's table and triggers and this instance's sender.
import { createTransport } from 'nodemailer';
import type { ParseSdk } from '@/server/cloud/parse-api';
import { outboxEmailAdapter, type Enqueue } from './adapter';
import { ensureOutbox, enqueueMessage, type Database } from './outbox';
import { startSender } from './sender';
import { mailSettingsOf, passwordResetOptions } from './settings';
import { setMailStatus } from './status';

/** Long enough for a slow SMTP server, short enough that a send ends well within the sender's lease. */
const TRANSPORT_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

export function mailServer(env: Record<string, string | undefined>, serverURL: string) {
  const settings = mailSettingsOf(env);
  setMailStatus(settings ? (settings.ownerEmail ? 'server' : 'no-owner-address') : 'off');
  let attach: (database: Database) => void = () => {};
  const ready = new Promise<Database>((resolve) => (attach = resolve));
  let kick = () => {};
  const enqueue: Enqueue = async (kind, key, message) => {
    await enqueueMessage(await ready, kind, key, message);
    kick();
  };
  const reset = passwordResetOptions(env, serverURL);
  return {
    /** Whether this server sends email (BACKEND_READY's `email`). */
    sending: settings !== null,
    /** Without an adapter Parse refuses a password reset: a server without mail settings cannot send the link. */
    parseOptions: { appName: reset.appName, publicServerURL: reset.publicServerURL, ...(settings ? { emailAdapter: outboxEmailAdapter(enqueue) } : {}) },
    customUrls: reset.customUrls,
    /** Once Parse Server runs (its tables exist): the outbox, and this instance's sender. Answers how to stop it. */
    async start(database: Database, Parse: ParseSdk): Promise<() => Promise<void>> {
      await ensureOutbox(database, { sending: settings !== null, ownerNews: Boolean(settings?.ownerEmail) });
      attach(database);
      if (!settings) return async () => {};
      const transport = createTransport({ url: settings.smtpUrl, ...TRANSPORT_TIMEOUTS });
      const sender = startSender({ database, Parse, settings, deliver: (email) => transport.sendMail(email) });
      kick = sender.kick;
      return async () => {
        await sender.stop();
        transport.close();
      };
    },
  };
}
