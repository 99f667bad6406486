export declare const LIVE_QUERY_REDIS_OPTIONS: Readonly<{ name: string }>;
export declare const RATE_LIMIT_CLIENT_NAME: string;
export declare function withOwnCounts<Limit extends { redisUrl?: string; zone: string; requestMethods?: string[]; requestPath: string }>(limits: Limit[]): Limit[];
export declare function countRateLimitsInRedis(): void;
