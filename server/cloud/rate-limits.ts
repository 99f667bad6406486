// How often one visitor may do what a script would do by the thousand: Parse Server's `rateLimit` option, applied
// before any Cloud Code runs. Counted per client address ('ip'), or per account where the action needs one
// ('user'). Parse never counts requests from 127.0.0.1 (its own Cloud Code); behind a proxy or load balancer the
// server learns each shopper's address only with TRUST_PROXY (server/start.mjs, README).
import { serverRefusals } from '@/content/server';
import { CLASSES, FUNCTIONS } from '@/lib/shop/server-protocol';

const MINUTE_MS = 60_000;

export interface RateLimit {
  requestPath: string;
  /** Without it, Parse counts requests of every method. */
  requestMethods?: string[];
  requestTimeWindow: number;
  requestCount: number;
  zone: 'ip' | 'user';
  errorResponseMessage: string;
  redisUrl?: string;
}

type Limit = Pick<RateLimit, 'requestPath' | 'requestTimeWindow' | 'requestCount' | 'zone'> & { requestMethods?: string[] | 'every' };

/** Each a generous multiple of what one shopper does by hand. */
export const SHOP_RATE_LIMITS: readonly Limit[] = [
  // Anyone may mark a review helpful, once per browser; a script inventing browser ids is held here.
  { requestPath: `/functions/${FUNCTIONS.markHelpful}`, requestTimeWindow: 10 * MINUTE_MS, requestCount: 30, zone: 'ip' },
  // Reviews, per account and per connection: stuffing a rating takes many of them, under many accounts.
  { requestPath: `/classes/${CLASSES.review}`, requestTimeWindow: 60 * MINUTE_MS, requestCount: 10, zone: 'user' },
  { requestPath: `/classes/${CLASSES.review}`, requestTimeWindow: 60 * MINUTE_MS, requestCount: 20, zone: 'ip' },
  // Sign-ups, with the guest accounts a guest's order or chat makes: the way to more reviewers.
  { requestPath: '/users', requestTimeWindow: 60 * MINUTE_MS, requestCount: 20, zone: 'ip' },
  // Password guesses, for the owner's account above all, however they are sent: Parse signs in on a GET, on a HEAD
  // (answered as a GET, its status telling a right password from a wrong one) and on a POST whose body's `_method`
  // names either.
  { requestPath: '/login', requestMethods: 'every', requestTimeWindow: 10 * MINUTE_MS, requestCount: 20, zone: 'ip' },
  // Password-reset links, each an email to whatever address is typed (an account's or not): held like sign-ins, per
  // connection, tighter, since each one costs an email and could fill someone's inbox.
  { requestPath: '/requestPasswordReset', requestTimeWindow: 60 * MINUTE_MS, requestCount: 10, zone: 'ip' },
  // What emails or lands on the owner's desk: orders, custom requests and new conversations.
  { requestPath: `/classes/${CLASSES.order}`, requestTimeWindow: 60 * MINUTE_MS, requestCount: 20, zone: 'user' },
  // Orders paid through Stripe (payments.ts), each pressing of Pay counted: again with the same cart answers the same
  // order, so a little more room than orders have.
  { requestPath: `/functions/${FUNCTIONS.payOrder}`, requestTimeWindow: 60 * MINUTE_MS, requestCount: 30, zone: 'user' },
  { requestPath: `/classes/${CLASSES.customRequest}`, requestTimeWindow: 60 * MINUTE_MS, requestCount: 10, zone: 'ip' },
  { requestPath: `/functions/${FUNCTIONS.startConversation}`, requestTimeWindow: 60 * MINUTE_MS, requestCount: 10, zone: 'ip' },
  { requestPath: `/functions/${FUNCTIONS.sendMessage}`, requestTimeWindow: 10 * MINUTE_MS, requestCount: 60, zone: 'user' },
];

/** The option as Parse Server takes it: creations (POST) only unless said otherwise, counted in Redis when there is one. */
export function rateLimits(redisUrl?: string): RateLimit[] {
  return SHOP_RATE_LIMITS.map(({ requestMethods = ['POST'], ...limit }) => ({
    ...limit,
    ...(requestMethods === 'every' ? {} : { requestMethods }),
    errorResponseMessage: serverRefusals.tooMany,
    ...(redisUrl ? { redisUrl } : {}),
  }));
}
