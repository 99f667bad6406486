export declare function sharedCache(RedisCacheAdapter: new (context: { url: string }, ttl: number) => unknown, redisURL: string): unknown;
export declare function cacheDatabaseURL(redisURL: string): string;
