// With several instances (REDIS_URL), the sessions and roles Parse Server looks up on each request are cached in
// Redis, shared by every instance: a session signed out through one instance is gone from the cache of all of them at
// once. Parse's default cache is each instance's own and keeps a session 5 s, in which another instance still took a
// signed-out session (server/cluster.test.ts); no cache at all made every request read PostgreSQL (about 40% more
// CPU per order: npm run bench:backend). The cache has a Redis database of its own (the URL's next one), since Parse
// empties it with FLUSHDB, which must not take the rate limits' counts along. A cache write that fails only logs: while
// Redis is down, every instance reads sessions from PostgreSQL (its reads already fall back so).
const TTL_MS = 5_000;

/** `RedisCacheAdapter` as parse-server exports it: taken as an argument, since Parse Server is imported late. */
export function sharedCache(RedisCacheAdapter, redisURL) {
  class SharedCache extends RedisCacheAdapter {
    put(...args) {
      return settle(super.put(...args));
    }
    del(...args) {
      return settle(super.del(...args));
    }
    clear(...args) {
      return settle(super.clear(...args));
    }
  }
  return new SharedCache({ url: cacheDatabaseURL(redisURL) }, TTL_MS);
}

/** Parse calls put, del and clear without waiting for them: a rejection there would end the process. */
const settle = (written) => Promise.resolve(written).catch(() => undefined);

export function cacheDatabaseURL(redisURL) {
  const url = new URL(redisURL);
  const database = Number(url.pathname.replace(/^\//, '') || 0);
  url.pathname = `/${database + 1}`;
  return url.toString();
}
