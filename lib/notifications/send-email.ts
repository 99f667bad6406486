// Sending the contact form through EmailJS (rules §7), and the owner's notifications (below). The service id,
// template ids and public key are read at build time from NEXT_PUBLIC_EMAILJS_*; when all of them are empty,
// `window.__EMAILJS_CONFIG__` is used instead (the e2e tests set it, pointing at an intercepted endpoint; no fake
// credentials live in the repository). Missing configuration is a failed send for the shopper and a console
// message for the site owner.
import { settleWithin } from '@/lib/util/settle-within';
import { EMAIL_RATE_LIMIT_KEY } from '@/lib/store/storage-keys';

export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/** The kinds of record the owner is emailed about (lib/notifications). */
export const NOTIFICATION_KINDS = ['order', 'customRequest', 'conversation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The owner's notification templates, one per kind of record; the runtime fallback names them so. */
export interface NotificationTemplates {
  orderTemplateId: string;
  customRequestTemplateId: string;
  conversationTemplateId: string;
}

declare global {
  interface Window {
    __EMAILJS_CONFIG__?: Partial<EmailJsConfig & NotificationTemplates>;
  }
}

/** The environment variable behind each setting, for the owner's console message. */
export const EMAILJS_ENV: Record<keyof EmailJsConfig, string> = {
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
};

// Written out in full so Next inlines them into the bundle at build time.
const buildTimeConfig: EmailJsConfig = {
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
  templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
};

// Written out in full, like the three above, so Next inlines them.
const buildTimeTemplates: NotificationTemplates = {
  orderTemplateId: process.env.NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID ?? '',
  customRequestTemplateId: process.env.NEXT_PUBLIC_EMAILJS_CUSTOM_REQUEST_TEMPLATE_ID ?? '',
  conversationTemplateId: process.env.NEXT_PUBLIC_EMAILJS_CONVERSATION_TEMPLATE_ID ?? '',
};

export type ResolvedConfig = { ok: true; config: EmailJsConfig } | { ok: false; missing: string[] };

/**
 * The build-time settings win; the runtime ones are honoured only when no build-time value is set at all.
 * Blank values count as missing.
 */
export function resolveEmailConfig(buildTime: EmailJsConfig, runtime: Partial<EmailJsConfig> | undefined): ResolvedConfig {
  const anyBuildTime = Object.values(buildTime).some((v) => v.trim() !== '');
  const source: Partial<EmailJsConfig> = anyBuildTime || !runtime ? buildTime : runtime;
  const config = {
    serviceId: String(source.serviceId ?? '').trim(),
    templateId: String(source.templateId ?? '').trim(),
    publicKey: String(source.publicKey ?? '').trim(),
  };
  const missing = (Object.keys(EMAILJS_ENV) as (keyof EmailJsConfig)[]).filter((k) => !config[k]).map((k) => EMAILJS_ENV[k]);
  return missing.length ? { ok: false, missing } : { ok: true, config };
}

/**
 * One message at most every 30 seconds from a browser. Only a message EmailJS accepted counts: after a failure
 * the shopper may send again at once. (EmailJS's own `limitRate` counts every attempt, failed ones too, and
 * answers one too soon with the same 429 its service sends when it refuses a message.)
 */
export const EMAIL_THROTTLE_MS = 30_000;

export type SendResult =
  | { ok: true }
  | { ok: false; reason: 'not-configured' | 'failed' }
  | { ok: false; reason: 'too-soon'; retryInSeconds: number };

/** Seconds until this browser may send another message (the last one's time is kept in localStorage), or 0. */
export function secondsUntilNextSend(now = Date.now()): number {
  let last = 0;
  try {
    last = Number(localStorage.getItem(EMAIL_RATE_LIMIT_KEY)) || 0;
  } catch {
    return 0;
  }
  return Math.max(0, Math.ceil((last + EMAIL_THROTTLE_MS - now) / 1000));
}

function rememberSent(): void {
  try {
    localStorage.setItem(EMAIL_RATE_LIMIT_KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode, full): this browser's limit is not kept, and the message was still sent.
  }
}

/**
 * How long the contact form waits for EmailJS before the shopper is told the message was not sent, so the button
 * never stays on "Sending..." (if EmailJS takes it later and the shopper sends again, the shop gets it twice).
 */
export const CONTACT_SEND_TIMEOUT_MS = 30_000;

/** Sends one email with these template params. Never throws: the answer is only success or failure (rules §7). */
export async function sendEmail(templateParams: Record<string, unknown>): Promise<SendResult> {
  const runtime = typeof window === 'undefined' ? undefined : window.__EMAILJS_CONFIG__;
  const resolved = resolveEmailConfig(buildTimeConfig, runtime);
  if (!resolved.ok) {
    console.error(
      `Contact form: email sending is not configured (missing ${resolved.missing.join(', ')}). ` +
        'Set them in .env.local and rebuild; see README.md, Configuration.',
    );
    return { ok: false, reason: 'not-configured' };
  }
  const retryInSeconds = secondsUntilNextSend();
  if (retryInSeconds > 0) return { ok: false, reason: 'too-soon', retryInSeconds };
  const { serviceId, templateId, publicKey } = resolved.config;
  try {
    const emailjs = await import('@emailjs/browser');
    const answer = emailjs.send(serviceId, templateId, templateParams, { publicKey }).then(() => 'sent' as const);
    if ((await settleWithin(answer, CONTACT_SEND_TIMEOUT_MS, () => 'unanswered' as const)) === 'unanswered') {
      console.error(`Contact form: the email service did not answer within ${CONTACT_SEND_TIMEOUT_MS / 1000} s.`);
      return { ok: false, reason: 'failed' };
    }
    rememberSent();
    return { ok: true };
  } catch (error) {
    // EmailJS rejects with { status, text } (e.g. 400, 403 'Forbidden', 429 'Too Many Requests', 0 network error).
    const detail = error && typeof error === 'object' && 'status' in error ? `${String(error.status)} ${String((error as { text?: unknown }).text ?? '')}` : String(error);
    console.error(`Contact form: the email service refused the message (${detail.trim()}).`);
    return { ok: false, reason: 'failed' };
  }
}

// The owner's notifications (lib/notifications/outbox.ts): an order, a custom request or a new conversation, each
// through its own template, with the contact form's service and public key. Not under the contact form's 30 seconds:
// the outbox sends each record once and spaces its own retries, and a shopper who just wrote through the contact
// form must not hold up the owner's news of their order (nor the other way round).

const templateOf: Record<NotificationKind, keyof NotificationTemplates> = {
  order: 'orderTemplateId',
  customRequest: 'customRequestTemplateId',
  conversation: 'conversationTemplateId',
};

/** The environment variable of each kind's template, for the owner's screen and docs/notifications.md. */
export const NOTIFICATION_TEMPLATE_ENV: Record<NotificationKind, string> = {
  order: 'NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID',
  customRequest: 'NEXT_PUBLIC_EMAILJS_CUSTOM_REQUEST_TEMPLATE_ID',
  conversation: 'NEXT_PUBLIC_EMAILJS_CONVERSATION_TEMPLATE_ID',
};

export type ResolvedNotificationConfig = { ok: true; config: EmailJsConfig } | { ok: false; missing: string[] };

/**
 * The service, public key and this kind's template. As for the contact form, the build-time values win and
 * `window.__EMAILJS_CONFIG__` counts only when the build set no EmailJS value at all; blank values are missing.
 */
export function resolveNotificationConfig(
  kind: NotificationKind,
  buildTime: EmailJsConfig & NotificationTemplates,
  runtime: Partial<EmailJsConfig & NotificationTemplates> | undefined,
): ResolvedNotificationConfig {
  const anyBuildTime = Object.values(buildTime).some((v) => v.trim() !== '');
  const source = anyBuildTime || !runtime ? buildTime : runtime;
  const config = {
    serviceId: String(source.serviceId ?? '').trim(),
    templateId: String(source[templateOf[kind]] ?? '').trim(),
    publicKey: String(source.publicKey ?? '').trim(),
  };
  const missing = [
    ...(config.serviceId ? [] : [EMAILJS_ENV.serviceId]),
    ...(config.publicKey ? [] : [EMAILJS_ENV.publicKey]),
    ...(config.templateId ? [] : [NOTIFICATION_TEMPLATE_ENV[kind]]),
  ];
  return missing.length ? { ok: false, missing } : { ok: true, config };
}

function notificationConfig(kind: NotificationKind): ResolvedNotificationConfig {
  const runtime = typeof window === 'undefined' ? undefined : window.__EMAILJS_CONFIG__;
  return resolveNotificationConfig(kind, { ...buildTimeConfig, ...buildTimeTemplates }, runtime);
}

/** Whether this kind of notification can be sent now. */
export function notificationKindConfigured(kind: NotificationKind): boolean {
  return notificationConfig(kind).ok;
}

/** The variables still to set before every kind of notification can be sent, each named once; [] when none. */
export function missingNotificationSettings(): string[] {
  const missing = NOTIFICATION_KINDS.flatMap((kind) => {
    const resolved = notificationConfig(kind);
    return resolved.ok ? [] : resolved.missing;
  });
  return [...new Set(missing)];
}

/** What this build cannot email, for the owner's dashboard: the kinds of notification, the contact form, and the variables to set. */
export interface EmailOff {
  notifications: NotificationKind[];
  contactForm: boolean;
  missing: string[];
}

export function emailOff(): EmailOff {
  const runtime = typeof window === 'undefined' ? undefined : window.__EMAILJS_CONFIG__;
  const contact = resolveEmailConfig(buildTimeConfig, runtime);
  return {
    notifications: NOTIFICATION_KINDS.filter((kind) => !notificationKindConfigured(kind)),
    contactForm: !contact.ok,
    missing: [...new Set([...(contact.ok ? [] : contact.missing), ...missingNotificationSettings()])],
  };
}

/** Whether every kind of notification (order, custom request, conversation) can be sent. */
export function notificationsConfigured(): boolean {
  return missingNotificationSettings().length === 0;
}

export type NotificationSendOutcome = 'sent' | 'failed' | 'not-configured';

export type NotificationDelivery =
  | { outcome: 'sent' }
  | { outcome: 'failed'; error: string }
  | { outcome: 'not-configured'; missing: string[] };

/** "500 Internal Server Error", "429 Too Many Requests", "network error (Failed to fetch)". */
function describeFailure(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const text = String((error as { text?: unknown }).text ?? '').trim();
    return `${String(error.status)} ${text}`.trim().slice(0, 200);
  }
  if (error instanceof Error) return `network error (${error.message})`.slice(0, 200);
  return String(error).slice(0, 200);
}

/**
 * Sends one notification and says how it went, with EmailJS's answer when it refused (for the outbox's
 * `lastError`). Never throws. Any answer other than EmailJS's acceptance (2xx) is a failure: 4xx, 5xx, 429, a
 * network error.
 */
export async function deliverNotificationEmail(kind: NotificationKind, templateParams: Record<string, string>): Promise<NotificationDelivery> {
  const resolved = notificationConfig(kind);
  if (!resolved.ok) return { outcome: 'not-configured', missing: resolved.missing };
  const { serviceId, templateId, publicKey } = resolved.config;
  try {
    const emailjs = await import('@emailjs/browser');
    await emailjs.send(serviceId, templateId, templateParams, { publicKey });
    return { outcome: 'sent' };
  } catch (error) {
    return { outcome: 'failed', error: describeFailure(error) };
  }
}

/** Sends one of the owner's notifications with its kind's template: sent, failed, or not configured. Never throws. */
export async function sendNotificationEmail(kind: NotificationKind, templateParams: Record<string, string>): Promise<NotificationSendOutcome> {
  return (await deliverNotificationEmail(kind, templateParams)).outcome;
}
