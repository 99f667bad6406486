import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyPolicy, backendOrigins, inlineScripts, inlineStyles, pathsOf, photoSources, policyFor, sourceHash } from './csp.mjs';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('the Content-Security-Policy of the exported pages', () => {
  it('hashes a script as browsers do (SHA-256 of its text, base64)', () => {
    // printf %s "alert(1)" | openssl dgst -sha256 -binary | base64 (the policy test: the same for "self.a=1")
    expect(sourceHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('allows only inline scripts that run: not those with src, not JSON-LD', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script>self.a=1</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script><script id="_R_">self.b=2</script>',
    );
    expect(inlineScripts(html)).toEqual(['self.a=1', 'self.b=2']);
  });

  it("has no 'unsafe-inline' or 'unsafe-eval' for scripts, and lets in only the photo host and EmailJS", () => {
    const policy = policyFor([sourceHash('self.a=1')]);
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-U+8MK+0uDzz63CVi5Lllj/7310ahz5UzrVluFdPYEWw='; style-src 'self'; " +
        "img-src 'self' blob: https://images.unsplash.com; font-src 'self'; connect-src 'self' https://api.emailjs.com; " +
        "manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(policyFor([], { inHeader: true })).toMatch(/; frame-ancestors 'none'$/);
  });

  it("allows the stylesheet inlined into a page's head by its hash, and no other inline style", () => {
    const css = 'body{display:flex}';
    const html = page(`<style data-precedence="next" data-href="/_next/static/chunks/a.css">${css}</style>`);
    expect(inlineStyles(html)).toEqual([css]);
    // printf %s "body{display:flex}" | openssl dgst -sha256 -binary | base64
    const policy = policyFor([], { styleHashes: [sourceHash(css)] });
    expect(policy).toContain("; style-src 'self' 'sha256-0QJabDfJ9PSRBB3oJGzwgINnZigVxUFcxa+piLmpYOI='; ");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('lets a build with a shared server reach its REST and LiveQuery addresses, and nothing else', () => {
    expect(backendOrigins({})).toEqual([]);
    const origins = backendOrigins({ NEXT_PUBLIC_PARSE_SERVER_URL: 'https://api.prairiegrain.ca/parse' });
    expect(origins).toEqual(['https://api.prairiegrain.ca', 'wss://api.prairiegrain.ca']);
    expect(policyFor([], { backend: origins })).toContain("connect-src 'self' https://api.emailjs.com https://api.prairiegrain.ca wss://api.prairiegrain.ca;");
    expect(
      backendOrigins({ NEXT_PUBLIC_PARSE_SERVER_URL: 'http://127.0.0.1:1337/parse', NEXT_PUBLIC_PARSE_LIVE_QUERY_URL: 'ws://127.0.0.1:1338/' }),
    ).toEqual(['http://127.0.0.1:1337', 'ws://127.0.0.1:1338']);
  });

  it('lets in photos from exactly the photo hosts the build names, and on a server build its file address alone', () => {
    expect(photoSources({})).toEqual(['https://images.unsplash.com']);
    const hosts = photoSources({ NEXT_PUBLIC_PHOTO_HOSTS: 'images.unsplash.com,photos.example.com' });
    expect(hosts).toEqual(['https://images.unsplash.com', 'https://photos.example.com']);
    expect(policyFor([], { photos: hosts })).toContain("; img-src 'self' blob: https://images.unsplash.com https://photos.example.com; ");
    expect(photoSources({ NEXT_PUBLIC_PHOTO_HOSTS: 'photos.example.com' })).toEqual(['https://photos.example.com']);

    const server = photoSources({ NEXT_PUBLIC_PARSE_SERVER_URL: 'https://api.prairiegrain.ca/parse/' });
    expect(server).toEqual(['https://images.unsplash.com', 'https://api.prairiegrain.ca/parse/files/']);
    const policy = policyFor([], { photos: server, backend: backendOrigins({ NEXT_PUBLIC_PARSE_SERVER_URL: 'https://api.prairiegrain.ca/parse' }) });
    expect(policy).toContain("; img-src 'self' blob: https://images.unsplash.com https://api.prairiegrain.ca/parse/files/; ");
    expect(() => photoSources({ NEXT_PUBLIC_PHOTO_HOSTS: "x.example.com; script-src 'unsafe-inline'" })).toThrow(/is not a photo host/);
  });

  it('reads the photo hosts from .env.local too, as `next build` does', () => {
    const project = mkdtempSync(join(tmpdir(), 'csp-env-'));
    mkdirSync(join(project, 'out'));
    writeFileSync(join(project, 'out', 'index.html'), page('<script>self.home=1</script>'));
    writeFileSync(join(project, '.env.local'), 'NEXT_PUBLIC_PHOTO_HOSTS=images.unsplash.com photos.example.com\n');
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_') && name !== 'NODE_ENV'));
    execFileSync(process.execPath, [fileURLToPath(new URL('./csp.mjs', import.meta.url)), 'out'], { cwd: project, env: env as NodeJS.ProcessEnv, stdio: 'pipe' });
    expect(readFileSync(join(project, 'out', 'index.html'), 'utf8')).toContain("img-src 'self' blob: https://images.unsplash.com https://photos.example.com;");
  });

  it('reads the shared server from .env.local too, as `next build` does, so the pages may reach the server they call', () => {
    const project = mkdtempSync(join(tmpdir(), 'csp-env-'));
    mkdirSync(join(project, 'out'));
    writeFileSync(join(project, 'out', 'index.html'), page('<script>self.home=1</script>'));
    writeFileSync(join(project, '.env.local'), 'NEXT_PUBLIC_PARSE_SERVER_URL=https://api.prairiegrain.ca/parse\n');
    // As `npm run build` runs it: no server named in the environment, and not in the test mode (which skips .env.local).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_PARSE_') && name !== 'NODE_ENV'));
    execFileSync(process.execPath, [fileURLToPath(new URL('./csp.mjs', import.meta.url)), 'out'], { cwd: project, env: env as NodeJS.ProcessEnv, stdio: 'pipe' });
    expect(readFileSync(join(project, 'out', '_headers'), 'utf8')).toContain(
      "connect-src 'self' https://api.emailjs.com https://api.prairiegrain.ca wss://api.prairiegrain.ca;",
    );
  });

  it('puts the policy first in each page and writes the same one, per page, into _headers', () => {
    const out = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(out, 'product'));
    writeFileSync(join(out, 'index.html'), page('<style>p{color:red}</style><script>self.home=1</script>'));
    writeFileSync(join(out, 'product', '1.html'), page('<script>self.board=1</script>'));
    applyPolicy(out);

    const home = readFileSync(join(out, 'index.html'), 'utf8');
    const homePolicy = (inHeader: boolean) =>
      policyFor([sourceHash('self.home=1')], { inHeader, styleHashes: [sourceHash('p{color:red}')] });
    const meta = `<meta http-equiv="Content-Security-Policy" content="${homePolicy(false)}"/>`;
    expect(home).toContain(`<meta charSet="utf-8"/>${meta}<style>`);
    const headers = readFileSync(join(out, '_headers'), 'utf8');
    expect(headers).toContain("/*\n  Content-Security-Policy: frame-ancestors 'none'\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin");
    expect(headers).toContain(`/\n  Content-Security-Policy: ${homePolicy(true)}`);
    const boardPolicy = policyFor([sourceHash('self.board=1')], { inHeader: true });
    // Each address its own rule: Netlify and Cloudflare Pages give a path line followed by another no headers.
    expect(headers).toContain(`/product/1\n  Content-Security-Policy: ${boardPolicy}\n\n/product/1.html\n  Content-Security-Policy: ${boardPolicy}`);

    applyPolicy(out); // a second run replaces the policy instead of adding another
    expect(readFileSync(join(out, 'index.html'), 'utf8').match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('names each page by the addresses it answers', () => {
    expect(pathsOf('index.html')).toEqual(['/']);
    expect(pathsOf('about.html')).toEqual(['/about', '/about.html']);
    expect(pathsOf(join('product', '1.html'))).toEqual(['/product/1', '/product/1.html']);
  });
});
