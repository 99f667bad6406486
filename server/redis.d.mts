export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  clientsNamed(name: string): Promise<number>;
}
export declare function redisServer(port: number): RedisServer;
