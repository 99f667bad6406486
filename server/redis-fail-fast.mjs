// Parse Server counts its rate limits (cloud/rate-limits.ts) in Redis through clients it makes itself, from the URL
// alone, with node-redis's default offline queue: while Redis is down, every request a limit counts (an order, a
// sign-up, a chat message from a shopper's address) waits unanswered until Redis is back. Measured with the cluster:
// an order hung past 30 s. With the queue off, a count fails at once, and Parse lets the request through (it logs
// the error): while Redis is down the limits count nothing and the shop keeps working. LiveQuery's clients, made
// with options of their own (LIVE_QUERY_REDIS_OPTIONS), keep the queue: their events wait for Redis, not lost.
// server/cluster-faults.test.ts ("Redis stopped") fails if a Parse Server upgrade makes these clients otherwise.
import { createRequire } from 'node:module';

export const LIVE_QUERY_REDIS_OPTIONS = Object.freeze({ name: 'shop-live-query' });

/** Call before Parse Server is imported: its modules take node-redis's createClient from this same module. */
export function failFastRateLimitRedis() {
  const redis = createRequire(import.meta.url)('redis');
  const createClient = redis.createClient;
  redis.createClient = (options = {}) => {
    const client = createClient(options);
    // Once connected: Parse loads the limits' script while the first connection is still being made.
    if (Object.keys(options).every((key) => key === 'url')) client.once('ready', () => (client.options.disableOfflineQueue = true));
    return client;
  };
}
