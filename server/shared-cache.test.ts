// The instances' shared cache of sessions keeps to a Redis database of its own, the one after REDIS_URL's: Parse
// empties its cache with FLUSHDB, which must leave the rate limits' counts (in REDIS_URL's database) alone.
import { describe, expect, it } from 'vitest';
import { cacheDatabaseURL } from './shared-cache.mjs';

describe('the shared cache’s Redis database', () => {
  it('is database 1 when REDIS_URL names none (Redis’s 0)', () => {
    expect(cacheDatabaseURL('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379/1');
  });

  it('is the one after the database REDIS_URL names, keeping its password', () => {
    expect(cacheDatabaseURL('redis://:s3cret@redis.internal:6380/4')).toBe('redis://:s3cret@redis.internal:6380/5');
  });
});
