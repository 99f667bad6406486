// Serves a static export from memory, compressed once at start and with the caching headers a CDN sends: `npm start`,
// the e2e suites and the bench all use it, so what they load is what a shopper's browser gets from the shop's host.
// - Compressed ahead, not per request: the bench's page loads then do not share this machine's two cores with
//   on-the-fly compression (it lands in Lighthouse's traces as longer main-thread tasks, multiplied by the mobile
//   preset's 4x CPU slowdown), and a request costs the server a ninth of the CPU it did with `serve` compressing it
//   on the fly (measured here: 0.6-0.7 against 5.1-5.6 ms), on the same two cores the e2e suite's browsers need.
// - Chromium asks for Brotli even on loopback (`accept-encoding: gzip, deflate, br, zstd`), and the hosts the README
//   names (Netlify, Cloudflare Pages, CloudFront, Vercel) answer with it, so Brotli is preferred, gzip the fallback.
//   Both at the levels a CDN compresses with on the fly (Brotli 5, gzip 6), not a build's maximum, so no page is
//   measured lighter than a shopper receives it.
// - The headers `out/_headers` gives each path (scripts/csp.mjs writes it) are sent, read as Netlify and Cloudflare
//   Pages read it, so the tests load pages with the policy a shopper's browser gets from those hosts.
// - The framework's files under /_next/static/ are named by their content, so they are cached for a year; pages and
//   their data are checked again on every load (`no-cache` with an ETag: a 304 when unchanged), so a new build is
//   seen at once.
// Usage: node scripts/static-host.mjs <dir> <port>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.txt', '.json', '.webmanifest', '.xml', '.svg']);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Read by Netlify and Cloudflare Pages, never served. */
const HOST_SETTINGS = new Set(['/_headers', '/_redirects']);

/**
 * The rules of a `_headers` file, as Netlify and Cloudflare Pages read one: a line starting with `/` begins a rule for
 * that path (`*` matching anything), and the indented `Name: value` lines after it are its headers. A path line
 * followed at once by another path line is a rule without headers.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      const pattern = new RegExp(`^${line.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      rules.push({ pattern, headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon <= 0 || !rule) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    addHeader(rule.headers, name, value);
  }
  return rules;
}

/** A header given twice, in one rule or by several, has its values joined by commas, as those hosts send it. */
function addHeader(headers, name, value) {
  headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
}

/** Every matching rule's headers. */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) addHeader(headers, name, value);
  }
  return headers;
}

/** Every file of `dir` by its URL path, with its Brotli and gzip bodies when compressing it helps. */
export function loadSite(dir) {
  const site = new Map();
  for (const path of walk(dir)) {
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    if (HOST_SETTINGS.has(urlPath)) continue;
    const body = readFileSync(path);
    const ext = extname(path);
    site.set(urlPath, {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      encoded: COMPRESSIBLE.has(ext)
        ? {
            br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
            gzip: gzipSync(body, { level: GZIP_LEVEL }),
          }
        : null,
      type: TYPES[ext] ?? 'application/octet-stream',
    });
  }
  return site;
}

/** Like the shop's host: /cart is cart.html, / is index.html, and an unknown path gets 404.html. */
export function resolve(site, pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const file = site.get(path) ?? site.get(`${path}.html`) ?? site.get(`${path === '/' ? '' : path}/index.html`);
  return file ? { status: 200, file } : { status: 404, file: site.get('/404.html') };
}

/** How long a browser may keep an answer: a year for a content-named file, anything else is checked on every use. */
export function cacheControl(pathname, status) {
  return status === 200 && pathname.startsWith('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Brotli when the request's `accept-encoding` allows it, else gzip, else none (a `q=0` refuses one). */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.split(';').map((piece) => piece.trim().toLowerCase()))
      .filter(([, quality]) => !quality?.startsWith('q=') || Number(quality.slice(2)) > 0)
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

export function startStaticHost(dir, port, host = '127.0.0.1') {
  const site = loadSite(dir);
  const headersFile = join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      pathname = '/';
    }
    const { status, file } = resolve(site, pathname);
    if (!file) return void res.writeHead(404).end();
    const caching = {
      ...headersFor(rules, pathname),
      'cache-control': cacheControl(pathname, status),
      etag: file.etag,
      vary: 'accept-encoding',
    };
    if (status === 200 && req.headers['if-none-match'] === file.etag) return void res.writeHead(304, caching).end();
    const encoding = file.encoded ? preferredEncoding(req.headers['accept-encoding'] ?? '') : null;
    const body = encoding ? file.encoded[encoding] : file.body;
    res.writeHead(status, {
      'content-type': file.type,
      'content-length': body.length,
      ...caching,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ready(server));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, port] = process.argv.slice(2);
  await startStaticHost(dir, Number(port));
  console.log(`Serving ${dir} at http://127.0.0.1:${port}`);
}
