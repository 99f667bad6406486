import type { RedisServer } from './redis.mjs';
import type { ThrowawayBackendSettings } from './throwaway.mjs';

export interface ClusterInstance {
  name: string;
  port: number;
  /** The instance's own address, not the balancer's. */
  url: string;
  settings: ThrowawayBackendSettings | null;
  start(): Promise<void>;
  stop(): Promise<void>;
  signal(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  /** The balancer's addresses (REST and LiveQuery), the app id and the master key. */
  settings: ThrowawayBackendSettings;
  instances: Map<string, ClusterInstance>;
  postgres: { uri: string; start(): void; stop(): void };
  redis: RedisServer;
  balancer: { url: string; stop(): Promise<void> };
  stop(): Promise<void>;
}

export declare function startCluster(options?: { instances?: string[]; env?: Record<string, string> }): Promise<Cluster>;
