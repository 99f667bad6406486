import type { Server } from 'node:http';

export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null;
export function startStaticHost(dir: string, port: number): Promise<Server>;
