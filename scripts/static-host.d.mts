import type { Server } from 'node:http';

export interface HeadersRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeadersRule[];
export function headersFor(rules: HeadersRule[], pathname: string): Record<string, string>;
export function cacheControl(pathname: string, status: number): string;
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null;
export function startStaticHost(dir: string, port: number, host?: string): Promise<Server>;
