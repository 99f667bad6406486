export declare function redisServer(port: number): { url: string; start(): Promise<void>; stop(): Promise<void> };
