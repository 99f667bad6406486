import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preferredEncoding, startStaticHost } from './static-host.mjs';

describe('the bench’s static host', () => {
  it('answers Brotli when the browser accepts it, as Chromium does even on loopback', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('falls back to gzip, then to no compression', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });

  describe('serving a page', () => {
    const page = `<!doctype html><title>Cart</title>${'<p>Handcrafted in Lloydminster</p>'.repeat(200)}`;
    const dir = mkdtempSync(join(tmpdir(), 'static-host-'));
    let server: Server;
    let port: number;
    beforeAll(async () => {
      writeFileSync(join(dir, 'cart.html'), page);
      server = await startStaticHost(dir, 0);
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    // node:http, not fetch: fetch would undo the compression before the test could see it.
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/cart`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });

    it('sends /cart as cart.html, in Brotli that decodes to the file and weighs less than gzip', async () => {
      const br = await fetchRaw('gzip, deflate, br, zstd');
      const gzip = await fetchRaw('gzip');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
      expect(br.body.length).toBeLessThan(gzip.body.length);
    });
  });
});
