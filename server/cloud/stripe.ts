// The server's Stripe settings and client (docs/payments.md). Stripe is on when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are both set; STRIPE_API_URL (tests only) sends the client's calls to a stand-in for Stripe's
// API instead (server/test/stripe-stand-in.mjs); SHOP_URL is where Stripe's page sends the shopper back. None of them
// leaves the server: the pages know only that this build pays through Stripe (NEXT_PUBLIC_PAYMENTS).
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The shop's public address, without a trailing slash. */
  shopUrl: string;
  /** Where the API is, when not at Stripe (tests). */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export const DEFAULT_SHOP_URL = 'http://localhost:3000';

/**
 * How long a call to Stripe may take before the person is told it did not answer: within the 15 s the shop's pages
 * wait for the server (lib/shop/server-rest.ts REQUEST_TIMEOUT_MS), with the server's own work around it.
 */
export const STRIPE_TIMEOUT_MS = 8_000;

export function stripeSettings(env: Record<string, string | undefined> = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return null;
  const shopUrl = (env.SHOP_URL?.trim() || DEFAULT_SHOP_URL).replace(/\/+$/, '');
  let api: StripeSettings['api'] = null;
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return { secretKey, webhookSecret, shopUrl, api };
}

/**
 * Stripe's client for these settings. No retries of its own: a call that fails is the person's to try again, and
 * the shop's idempotency keys (an order's key, one refund per order) make that safe.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, { maxNetworkRetries: 0, timeout: STRIPE_TIMEOUT_MS, ...(settings.api ?? {}) });
}

/** How a failed call to Stripe reads: no answer (try again), refused (with Stripe's reason), or the shop's settings. */
export type StripeFailure = { kind: 'no-answer' } | { kind: 'refused'; reason: string } | { kind: 'settings' };

export function stripeFailure(error: unknown): StripeFailure {
  const type = (error as { type?: unknown })?.type;
  // Stripe's own words, without the request id the package puts before them ("[req_…] ").
  const raw = (error as { raw?: { message?: unknown } })?.raw?.message;
  const reason = typeof raw === 'string' && raw !== '' ? raw : 'no reason given';
  switch (type) {
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return { kind: 'no-answer' };
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return { kind: 'settings' };
    case 'StripeInvalidRequestError':
    case 'StripeCardError':
    case 'StripeIdempotencyError':
      return { kind: 'refused', reason };
    default:
      return { kind: 'no-answer' };
  }
}
