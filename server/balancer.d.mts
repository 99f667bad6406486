export declare const INSTANCE_HEADER: string;
export declare const PINNING_HEADER: string;
export declare function pinningUserAgent(instance: string): string;
export declare function haproxyConfig(options: { port: number; instances: { name: string; port: number }[] }): string;
export declare function startBalancer(options: { dir: string; port: number; instances: { name: string; port: number }[] }): Promise<{ url: string; stop(): Promise<void> }>;
