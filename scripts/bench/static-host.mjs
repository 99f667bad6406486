// Serves a static export from memory, compressed once at start, as a CDN serves it. The bench's page loads then do
// not share this machine's two cores with on-the-fly compression, which otherwise lands in Lighthouse's traces as
// longer main-thread tasks (multiplied by the mobile preset's 4x CPU slowdown).
// Chromium asks for Brotli even on loopback (`accept-encoding: gzip, deflate, br, zstd`), and the hosts the README
// names (Netlify, Cloudflare Pages, CloudFront, Vercel) answer with it, so Brotli is preferred, gzip the fallback.
// Both at the levels a CDN compresses with on the fly (Brotli 5, gzip 6), not a build's maximum, so no page is
// measured lighter than a shopper receives it.
// Usage: node scripts/bench/static-host.mjs <dir> <port>
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** Every file of `dir` by its URL path, with its Brotli and gzip bodies when compressing it helps. */
export function loadSite(dir) {
  const site = new Map();
  for (const path of walk(dir)) {
    const body = readFileSync(path);
    const ext = extname(path);
    site.set(`/${relative(dir, path).split(sep).join('/')}`, {
      body,
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

export function startStaticHost(dir, port) {
  const site = loadSite(dir);
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      pathname = '/';
    }
    const { status, file } = resolve(site, pathname);
    if (!file) return void res.writeHead(404).end();
    const encoding = file.encoded ? preferredEncoding(req.headers['accept-encoding'] ?? '') : null;
    const body = encoding ? file.encoded[encoding] : file.body;
    res.writeHead(status, {
      'content-type': file.type,
      'content-length': body.length,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, port] = process.argv.slice(2);
  await startStaticHost(dir, Number(port));
  console.log(`Serving ${dir} at http://127.0.0.1:${port}`);
}
