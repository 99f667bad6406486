// The server's email settings, from its environment (docs/email.md): email is on when SMTP_URL and MAIL_FROM are
// both set; OWNER_EMAIL adds the owner's news; SHOP_URL is the shop's public address, for the links in emails and
// the password-reset page; PUBLIC_SERVER_URL is where browsers reach this server (Parse's publicServerURL).
import { site } from '@/content/site';
import { FIRST_RETRY_MS } from '@/lib/notifications/server-outbox-rules';

export interface MailSettings {
  /** smtp://user:password@host:587 or smtps://...:465 (nodemailer's connection URL). */
  smtpUrl: string;
  from: string;
  /** The owner's address for new orders, custom requests and conversations; null: the owner is not emailed. */
  ownerEmail: string | null;
  shopUrl: string;
  /** The wait before the first retry of an email the SMTP server did not take; each later one doubles. */
  firstRetryMs: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_SHOP_URL = 'http://localhost:3000';

const setting = (env: Env, name: string) => env[name]?.trim() || null;

/** The shop's public address, without a trailing slash. */
export function shopUrlOf(env: Env): string {
  return (setting(env, 'SHOP_URL') ?? DEFAULT_SHOP_URL).replace(/\/+$/, '');
}

export function mailSettingsOf(env: Env): MailSettings | null {
  const smtpUrl = setting(env, 'SMTP_URL');
  const from = setting(env, 'MAIL_FROM');
  if (!smtpUrl || !from) return null;
  const firstRetryMs = Number(setting(env, 'MAIL_FIRST_RETRY_MS') ?? FIRST_RETRY_MS);
  return {
    smtpUrl,
    from,
    ownerEmail: setting(env, 'OWNER_EMAIL'),
    shopUrl: shopUrlOf(env),
    firstRetryMs: Number.isInteger(firstRetryMs) && firstRetryMs > 0 ? firstRetryMs : FIRST_RETRY_MS,
  };
}

/**
 * What Parse Server's password-reset flow needs: its public address (the link in the email is on it), the shop's
 * name, and the shop's page it sends the customer on to, with the one-time token (and nothing of the account) in
 * the address: /reset-password, which says so when the link no longer works (no token).
 */
export function passwordResetOptions(env: Env, serverURL: string) {
  const shop = shopUrlOf(env);
  return {
    appName: site.name,
    publicServerURL: (setting(env, 'PUBLIC_SERVER_URL') ?? serverURL).replace(/\/+$/, ''),
    customUrls: {
      passwordReset: `${shop}/reset-password`,
      passwordResetLinkInvalid: `${shop}/reset-password`,
      // Only a form posted without the page's script lands here; the page itself asks for a JSON answer.
      passwordResetSuccess: `${shop}/login`,
    },
  };
}
