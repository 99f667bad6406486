// Sends what waits in the outbox (outbox.ts), in every instance of the server: claims one due row at a time under
// a lease, composes the email from the record as it is stored now (lib/notifications/server-*.ts), hands it to the
// SMTP server and marks it sent. A failure is tried again later, waiting longer each time (capped at an hour), so
// an SMTP server that is down loses nothing; a row is sent by one instance only. At least once: should the server
// stop after the SMTP server took an email but before the row says so, the email is sent again once the lease
// runs out (docs/email.md).
import { randomUUID } from 'node:crypto';
import { isPermanentFailure, retryDelayMs, type SendError } from '@/lib/notifications/server-outbox-rules';
import { cancelledEmail, passwordResetEmail, receiptEmail, shippedEmail, type StoredOrder } from '@/lib/notifications/server-emails';
import { ownerCancelledEmail, ownerConversationEmail, ownerCustomRequestEmail, ownerOrderEmail } from '@/lib/notifications/server-owner-emails';
import { RESET_LINK_VALID_SECONDS } from '@/lib/accounts/password-reset';
import type { Conversation, CustomOrderRequest } from '@/types/shop';
import type { ParseSdk } from '@/server/cloud/parse-api';
import { fieldsOf, master } from '@/server/cloud/shared';
import { claimNext, giveUp, markFailed, markSent, type Database, type OutboxRow } from './outbox';
import type { MailSettings } from './settings';

/** How often each instance looks for due emails. */
export const POLL_MS = 1_000;
/** How long a claimed row is an instance's own: longer than a send can take (the transport's timeouts below). */
export const LEASE_SECONDS = 120;

/** One email as nodemailer takes it; addresses as objects, so an address is never read as a list. */
export interface Envelope {
  from: string;
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export type Deliver = (email: Envelope) => Promise<unknown>;

type Composed = { to: string; replyTo?: string; subject: string; text: string; html: string } | { skip: string };

class Skip extends Error {}

export function startSender({ database, Parse, settings, deliver }: { database: Database; Parse: ParseSdk; settings: MailSettings; deliver: Deliver }) {
  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function load(className: string, id: string) {
    const object = await new Parse.Query(className).get(id, master).catch((error: { code?: number }) => {
      if (error?.code === Parse.Error.OBJECT_NOT_FOUND) throw new Skip(`${className} ${id} is no longer stored`);
      throw error;
    });
    return object;
  }

  async function isGuest(userId: string): Promise<boolean> {
    const user = await new Parse.Query('_User').get(userId, master).catch(() => undefined);
    return user?.get('guest') === true;
  }

  async function compose(row: OutboxRow): Promise<Composed> {
    const owner = settings.ownerEmail;
    const shopUrl = settings.shopUrl;
    switch (row.kind) {
      case 'receipt':
      case 'shipped':
      case 'cancelled': {
        const order = fieldsOf<StoredOrder>(await load(row.class_name ?? 'Order', row.record_id ?? ''));
        const context = { shopUrl, guest: await isGuest(order.userId) };
        return row.kind === 'receipt' ? receiptEmail(order, context) : row.kind === 'shipped' ? shippedEmail(order, context) : cancelledEmail(order, context);
      }
      case 'newOrder':
      case 'ownerCancelled':
      case 'customRequest':
      case 'conversation': {
        if (!owner) return { skip: 'OWNER_EMAIL is not set' };
        const record = await load(row.class_name ?? '', row.record_id ?? '');
        if (row.kind === 'newOrder') return ownerOrderEmail(fieldsOf<StoredOrder>(record), { to: owner, shopUrl });
        if (row.kind === 'ownerCancelled') return ownerCancelledEmail(fieldsOf<StoredOrder>(record), { to: owner, shopUrl });
        if (row.kind === 'customRequest') return ownerCustomRequestEmail(fieldsOf<CustomOrderRequest>(record), { to: owner, shopUrl });
        return ownerConversationEmail(fieldsOf<Conversation>(record), { to: owner, shopUrl });
      }
      case 'passwordReset': {
        const { to, link, expiresAt } = (row.message ?? {}) as { to?: string; link?: string; expiresAt?: string };
        if (!to || !link) return { skip: 'nothing to send' };
        // A link that no longer works is not worth sending: the customer asks again.
        if (expiresAt && Date.parse(expiresAt) <= Date.now()) return { skip: 'the reset link expired before it could be sent' };
        return passwordResetEmail({ to, link, validSeconds: RESET_LINK_VALID_SECONDS });
      }
      case 'mail': {
        const { to, subject, text, html } = (row.message ?? {}) as Record<string, string | undefined>;
        if (!to || !subject || !text) return { skip: 'nothing to send' };
        return { to, subject, text, html: html ?? '' };
      }
    }
  }

  async function sendOne(row: OutboxRow, lease: string): Promise<void> {
    let composed: Composed;
    try {
      composed = await compose(row);
    } catch (error) {
      if (error instanceof Skip) return giveUp(database, row, lease, error.message);
      throw error;
    }
    if ('skip' in composed) return giveUp(database, row, lease, composed.skip);
    // The same id on every try of this row: a mail system that sees an email twice (after a crash) can tell.
    const domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'shop.invalid';
    // The owner's email answers the customer; the customer's answers the owner (OWNER_EMAIL, when set).
    const replyTo = composed.replyTo ?? settings.ownerEmail;
    await deliver({
      from: settings.from,
      to: { name: '', address: composed.to },
      ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
      subject: composed.subject,
      text: composed.text,
      html: composed.html,
      messageId: `<shop-outbox-${row.id}@${domain}>`,
    });
    await markSent(database, row, lease);
  }

  async function drainOnce(): Promise<void> {
    while (!stopped) {
      const lease = randomUUID();
      const row = await claimNext(database, lease, LEASE_SECONDS);
      if (!row) return;
      try {
        await sendOne(row, lease);
      } catch (error) {
        const sendError = (error ?? {}) as SendError & { message?: string };
        const reason = String(sendError.message ?? error);
        if (isPermanentFailure(sendError)) {
          console.error(`Email ${row.key} refused for good: ${reason}`);
          await giveUp(database, row, lease, reason);
        } else {
          const delay = retryDelayMs(row.attempts + 1, settings.firstRetryMs);
          console.error(`Email ${row.key} not sent (try ${row.attempts + 1}), trying again in ${Math.round(delay / 1000)} s: ${reason}`);
          await markFailed(database, row, lease, reason, delay);
        }
      }
    }
  }

  /** Sends everything due, one row at a time; a call while sending makes it look once more at the end. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        await drainOnce().catch((error: unknown) => console.error('The email outbox could not be read:', error));
      } while (again && !stopped);
      draining = null;
    })();
    return draining;
  }

  const timer = setInterval(() => void drain(), POLL_MS);
  timer.unref?.();
  void drain();

  return {
    /** Looks for due emails now (after the adapter queued one). */
    kick: () => void drain(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
}
