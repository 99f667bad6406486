// The Content-Security-Policy of the exported site, written after `next build` (npm run build):
// - each page gets a <meta http-equiv="Content-Security-Policy"> first in its <head>, allowing exactly the inline
//   scripts and the inline stylesheet that page carries (by their SHA-256) and scripts and styles from the site
//   itself, nothing else;
// - out/_headers (read by Netlify and Cloudflare Pages) sends the same policy for each page, plus what only a
//   header can say: frame-ancestors 'none', nosniff and the referrer policy.
// Usage: node scripts/csp.mjs out
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import nextEnv from '@next/env';
import { photoOrigins } from '../lib/catalogue/photo-hosts.mjs';
import { exportedFiles } from './export-files.mjs';

/** The seed catalogue's photo host, and where the contact form sends (lib/notifications/send-email.ts). */
export const PHOTO_ORIGIN = photoOrigins(undefined)[0];
export const EMAIL_ORIGIN = 'https://api.emailjs.com';

/**
 * Where a build's photos come from (lib/catalogue/image-urls.ts): its photo hosts (NEXT_PUBLIC_PHOTO_HOSTS, default
 * the seed's), and on a server build the server's file address, where the owner's uploaded photos are, and no more
 * of the server than that.
 */
export function photoSources(env = process.env) {
  const files = env.NEXT_PUBLIC_PARSE_SERVER_URL ? [`${env.NEXT_PUBLIC_PARSE_SERVER_URL.replace(/\/+$/, '')}/files/`] : [];
  return [...photoOrigins(env.NEXT_PUBLIC_PHOTO_HOSTS), ...files];
}

/**
 * The shared server a build talks to, when it has one (NEXT_PUBLIC_PARSE_SERVER_URL): its REST origin and its
 * LiveQuery WebSocket origin. Nothing for the static shop.
 */
export function backendOrigins(env = process.env) {
  if (!env.NEXT_PUBLIC_PARSE_SERVER_URL) return [];
  const rest = new URL(env.NEXT_PUBLIC_PARSE_SERVER_URL);
  const live = new URL(env.NEXT_PUBLIC_PARSE_LIVE_QUERY_URL || rest.href.replace(/^http/, 'ws'));
  return [...new Set([rest.origin, `${live.protocol}//${live.host}`])];
}

/** The SHA-256 source expression of an inline script's or stylesheet's text, as browsers compute it. */
export function sourceHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline script that runs: no src, and not a data block such as JSON-LD. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, text] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    scripts.push(text);
  }
  return scripts;
}

/** The text of every <style> element: the stylesheet the build inlines into each page's head. */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]);
}

/** The page's policy; `inHeader` adds what a <meta> policy may not carry. */
export function policyFor(hashes, { inHeader = false, backend = backendOrigins(), photos = photoSources(), styleHashes = [] } = {}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    `style-src 'self' ${[...new Set(styleHashes)].join(' ')}`.trim(),
    // blob: for the previews of photos a shopper attaches to the contact form.
    `img-src 'self' blob: ${photos.join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${[EMAIL_ORIGIN, ...backend].join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (inHeader) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

/** The page with its policy as the first element of <head>, so it governs every script after it. */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(withoutOld);
  if (charset) return withoutOld.replace(charset[0], charset[0] + meta);
  return withoutOld.replace(/<head([^>]*)>/i, (head) => head + meta);
}

/** The addresses a page answers at: /about for about.html (and the file name itself), / for index.html. */
export function pathsOf(file) {
  const path = '/' + file.split(sep).join('/').replace(/\.html$/, '');
  if (path === '/index') return ['/'];
  if (path.endsWith('/index')) return [path.slice(0, -'index'.length), `${path}.html`];
  return [path, `${path}.html`];
}

export function headersFile(pages) {
  const common = ['  X-Content-Type-Options: nosniff', '  Referrer-Policy: strict-origin-when-cross-origin'];
  const blocks = [['/*', "  Content-Security-Policy: frame-ancestors 'none'", ...common].join('\n')];
  // One rule per address: those hosts read a path line followed at once by another as a rule without headers.
  for (const { file, hashes, styleHashes } of pages) {
    const policy = policyFor(hashes, { inHeader: true, styleHashes });
    for (const path of pathsOf(file)) blocks.push(`${path}\n  Content-Security-Policy: ${policy}`);
  }
  return blocks.join('\n\n') + '\n';
}

export function applyPolicy(outDir) {
  const pages = [];
  for (const path of exportedFiles(outDir, '.html')) {
    const html = readFileSync(path, 'utf8');
    const hashes = inlineScripts(html).map(sourceHash);
    const styleHashes = inlineStyles(html).map(sourceHash);
    writeFileSync(path, withPolicyMeta(html, policyFor(hashes, { styleHashes })));
    pages.push({ file: relative(outDir, path), hashes, styleHashes });
  }
  writeFileSync(join(outDir, '_headers'), headersFile(pages));
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The shared server may be named in .env.local, which `next build` reads: the policy must see what the pages call.
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const outDir = process.argv[2] ?? 'out';
  const pages = applyPolicy(outDir);
  const scripts = pages.reduce((sum, page) => sum + page.hashes.length, 0);
  const styles = pages.reduce((sum, page) => sum + page.styleHashes.length, 0);
  console.log(
    `Content-Security-Policy: ${pages.length} pages, ${scripts} inline scripts and ${styles} inline stylesheets allowed by hash, ${outDir}/_headers written`,
  );
}
