import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { headersFor, parseHeadersFile, preferredEncoding, startStaticHost } from './static-host.mjs';

describe('the static host (npm start, the e2e suites, the bench)', () => {
  it('answers Brotli when the browser accepts it, as Chromium does even on loopback', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('falls back to gzip, then to no compression', () => {
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });

  it('reads _headers as Netlify and Cloudflare Pages do: a path line right before another gets no headers', () => {
    const rules = parseHeadersFile(
      ['# every address', '/*', '  X-Content-Type-Options: nosniff', '', '/faq', '/faq.html', "  Content-Security-Policy: default-src 'self'"].join('\n'),
    );
    expect(headersFor(rules, '/faq.html')).toEqual({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'" });
    expect(headersFor(rules, '/faq')).toEqual({ 'x-content-type-options': 'nosniff' });
    expect(headersFor(rules, '/')).toEqual({ 'x-content-type-options': 'nosniff' });
  });

  it('joins with a comma the values of a header that several matching rules give', () => {
    const rules = parseHeadersFile("/*\n  Content-Security-Policy: frame-ancestors 'none'\n/cart\n  Content-Security-Policy: default-src 'self'");
    expect(headersFor(rules, '/cart')).toEqual({ 'content-security-policy': "frame-ancestors 'none', default-src 'self'" });
    expect(headersFor(rules, '/cart.html')).toEqual({ 'content-security-policy': "frame-ancestors 'none'" });
  });

  describe('serving an export', () => {
    const page = `<!doctype html><title>Cart</title>${'<p>Handcrafted in Lloydminster</p>'.repeat(200)}`;
    const notFound = '<!doctype html><title>Page not found</title>';
    const chunk = 'console.log("a chunk named by its content");';
    const dir = mkdtempSync(join(tmpdir(), 'static-host-'));
    let server: Server;
    let port: number;
    beforeAll(async () => {
      writeFileSync(join(dir, 'cart.html'), page);
      writeFileSync(join(dir, '404.html'), notFound);
      writeFileSync(join(dir, '_headers'), "/*\n  X-Content-Type-Options: nosniff\n\n/cart\n  Content-Security-Policy: default-src 'self'\n");
      mkdirSync(join(dir, '_next/static/chunks'), { recursive: true });
      writeFileSync(join(dir, '_next/static/chunks/0abc.js'), chunk);
      server = await startStaticHost(dir, 0);
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    // node:http, not fetch: fetch would undo the compression before the test could see it.
    const fetchRaw = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`http://127.0.0.1:${port}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (part: Buffer) => chunks.push(part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });

    it('sends /cart as cart.html, in Brotli that decodes to the file and weighs less than gzip', async () => {
      const br = await fetchRaw('/cart', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      const gzip = await fetchRaw('/cart', { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
      expect(br.body.length).toBeLessThan(gzip.body.length);
    });

    it('has a page checked again on every load: unchanged, it is a 304 without a body', async () => {
      const first = await fetchRaw('/cart');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^".+"$/);
      const again = await fetchRaw('/cart', { 'if-none-match': first.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const changed = await fetchRaw('/cart', { 'if-none-match': '"an older build"' });
      expect(changed.status).toBe(200);
      expect(changed.body.toString()).toBe(page);
    });

    it('lets the browser keep a content-named file for a year', async () => {
      const answer = await fetchRaw('/_next/static/chunks/0abc.js');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.toString()).toBe(chunk);
    });

    it('answers an unknown path, a missing chunk too, with the 404 page that no browser keeps', async () => {
      for (const path of ['/no-such-page', '/_next/static/chunks/gone.js']) {
        const answer = await fetchRaw(path);
        expect(answer.status).toBe(404);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.body.toString()).toBe(notFound);
      }
    });

    it('sends the headers _headers gives a path, on its 404 answer too, and does not serve that file itself', async () => {
      const cart = await fetchRaw('/cart');
      expect(cart.headers['content-security-policy']).toBe("default-src 'self'");
      expect(cart.headers['x-content-type-options']).toBe('nosniff');
      const missing = await fetchRaw('/no-such-page');
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
      expect(missing.headers['content-security-policy']).toBeUndefined();
      const answer = await fetchRaw('/_headers');
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe(notFound);
    });
  });
});
