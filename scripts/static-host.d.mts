import type { Server } from 'node:http';

export function cacheControl(pathname: string, status: number): string;
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null;
export function startStaticHost(dir: string, port: number, host?: string): Promise<Server>;
