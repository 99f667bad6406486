// Sending the contact form through EmailJS (rules §7). The service id, template id and public key are read at
// build time from NEXT_PUBLIC_EMAILJS_*; when all three are empty, `window.__EMAILJS_CONFIG__` is used instead
// (the e2e tests set it, pointing at an intercepted endpoint; no fake credentials live in the repository).
// Missing configuration is a failed send for the shopper and a console message for the site owner.
import { EMAIL_RATE_LIMIT_KEY } from './store/storage-keys';

export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

declare global {
  interface Window {
    __EMAILJS_CONFIG__?: Partial<EmailJsConfig>;
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

/** One email at most every 30 seconds from a browser, enforced by EmailJS's own rate limit. */
export const EMAIL_THROTTLE_MS = 30_000;

export type SendResult =
  | { ok: true }
  | { ok: false; reason: 'not-configured' | 'failed' }
  | { ok: false; reason: 'too-soon'; retryInSeconds: number };

/** Seconds until EmailJS lets this browser send again (it keeps the last send time in localStorage), or 0. */
export function secondsUntilNextSend(now = Date.now()): number {
  let last = 0;
  try {
    last = Number(localStorage.getItem(EMAIL_RATE_LIMIT_KEY)) || 0;
  } catch {
    return 0;
  }
  return Math.max(0, Math.ceil((last + EMAIL_THROTTLE_MS - now) / 1000));
}

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
  const { serviceId, templateId, publicKey } = resolved.config;
  try {
    const emailjs = await import('@emailjs/browser');
    await emailjs.send(serviceId, templateId, templateParams, {
      publicKey,
      limitRate: { id: EMAIL_RATE_LIMIT_KEY, throttle: EMAIL_THROTTLE_MS },
    });
    return { ok: true };
  } catch (error) {
    // EmailJS refuses a send within the throttle with 429 before anything leaves the browser.
    const retryInSeconds = secondsUntilNextSend();
    if (error && typeof error === 'object' && 'status' in error && error.status === 429 && retryInSeconds > 0) {
      return { ok: false, reason: 'too-soon', retryInSeconds };
    }
    // EmailJS rejects with { status, text } (e.g. 400, 403 'Forbidden', 429 'Too Many Requests', 0 network error).
    const detail = error && typeof error === 'object' && 'status' in error ? `${String(error.status)} ${String((error as { text?: unknown }).text ?? '')}` : String(error);
    console.error(`Contact form: the email service refused the message (${detail.trim()}).`);
    return { ok: false, reason: 'failed' };
  }
}
