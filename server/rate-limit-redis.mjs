// Parse Server counts its rate limits (cloud/rate-limits.ts) in Redis, when there is one, through a node-redis client
// and a rate-limit-redis store it makes for each limit from the limit's URL alone. Two things it leaves out are done
// here, before Parse Server is imported (it takes createClient and the store from the modules changed here):
// - Each limit its own count. The store keys a count by "rl:" and the address (or account) alone, so with Redis
//   every limit on one address added to one count: a shopper who signed in five times and sent a custom request could
//   start four conversations, not ten. Each limit's URL names the limit after a "#" (withOwnCounts), and its store's
//   keys start with that name.
// - Failing fast. With node-redis's default offline queue, while Redis is down every request a limit counts (an
//   order, a sign-up, a chat message from a shopper's address) waits unanswered until Redis is back; measured with
//   the cluster: an order hung past 30 s. With the queue off, a count fails at once and Parse lets the request
//   through (it logs the error): while Redis is down the limits count nothing and the shop keeps working.
// LiveQuery's clients, made with options of their own (LIVE_QUERY_REDIS_OPTIONS), keep the queue: their events wait
// for Redis, not lost. server/cluster.test.ts fails if a Parse Server upgrade makes these clients otherwise.
import { createRequire } from 'node:module';

export const LIVE_QUERY_REDIS_OPTIONS = Object.freeze({ name: 'shop-live-query' });
/** The name each limit's client gives itself in Redis (CLIENT LIST): one per limit on every instance. */
export const RATE_LIMIT_CLIENT_NAME = 'shop-rate-limit';
const LIMIT_MARK = '#limit=';

/** Parse Server's `rateLimit` option with each limit's Redis URL naming the limit. */
export function withOwnCounts(limits) {
  return limits.map((limit) => {
    if (!limit.redisUrl) return limit;
    const name = [limit.zone, limit.requestMethods?.join(',') ?? 'every', limit.requestPath].join(' ');
    return { ...limit, redisUrl: `${limit.redisUrl}${LIMIT_MARK}${encodeURIComponent(name)}` };
  });
}

export function countRateLimitsInRedis() {
  // The very modules Parse Server loads, wherever npm put them.
  const fromParseServer = createRequire(createRequire(import.meta.url).resolve('parse-server'));
  const redis = fromParseServer('redis');
  const storeModule = fromParseServer('rate-limit-redis');
  const createClient = redis.createClient;
  const BaseStore = storeModule.RedisStore;
  // Parse makes a limit's store right after its client, in the same turn: the client's URL names the store's limit.
  let nextPrefix;
  redis.createClient = (options = {}) => {
    if (!Object.keys(options).every((key) => key === 'url')) return createClient(options);
    const marked = typeof options.url === 'string' ? options.url.indexOf(LIMIT_MARK) : -1;
    let client;
    if (marked === -1) {
      client = createClient(options);
    } else {
      nextPrefix = `rl:${decodeURIComponent(options.url.slice(marked + LIMIT_MARK.length))}:`;
      client = createClient({ url: options.url.slice(0, marked), name: RATE_LIMIT_CLIENT_NAME });
    }
    // Once connected: Parse loads the limits' script while the first connection is still being made.
    client.once('ready', () => (client.options.disableOfflineQueue = true));
    return client;
  };
  class OwnCountStore extends BaseStore {
    constructor(options) {
      super({ ...options, prefix: nextPrefix ?? 'rl:' });
      nextPrefix = undefined;
    }
  }
  storeModule.RedisStore = OwnCountStore;
  storeModule.default = OwnCountStore;
}
