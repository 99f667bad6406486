import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, startupChunks, withCompileHint } from './compile-hints.mjs';

const page = (...scripts: string[]) => `<!DOCTYPE html><html><head>${scripts.join('')}</head><body></body></html>`;

describe('compile hints for the chunks a page loads at startup', () => {
  it('is the magic comment Chromium reads on the first line of a script', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it("lists a page's async chunk scripts and leaves out the noModule polyfills and other scripts", () => {
    const html = page(
      '<script src="/_next/static/chunks/0a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>document.documentElement.dataset.cartEmpty = "";</script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/1b.js"/>',
      '<script src="/_next/static/chunks/1b.js" async=""></script>',
    );
    expect(startupChunks(html)).toEqual(['/_next/static/chunks/0a.js', '/_next/static/chunks/1b.js']);
  });

  it('adds the hint once, however often the build step runs', () => {
    const once = withCompileHint('(globalThis.TURBOPACK||[]).push([]);');
    expect(once).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([]);`);
    expect(withCompileHint(once)).toBe(once);
  });

  it('marks the startup chunks of every page in the export and leaves chunks loaded on demand alone', () => {
    const out = mkdtempSync(join(tmpdir(), 'export-'));
    const chunks = join(out, '_next/static/chunks');
    mkdirSync(chunks, { recursive: true });
    mkdirSync(join(out, 'product'));
    for (const name of ['shared', 'home', 'product', 'admin-panel']) writeFileSync(join(chunks, `${name}.js`), `/* ${name} */`);
    const script = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
    writeFileSync(join(out, 'index.html'), page(script('shared'), script('home')));
    writeFileSync(join(out, 'product', '1.html'), page(script('shared'), script('product')));

    expect(addCompileHints(out)).toBe(3);
    const read = (name: string) => readFileSync(join(chunks, `${name}.js`), 'utf8');
    expect(read('shared')).toBe(`${COMPILE_HINT}/* shared */`);
    expect(read('product')).toBe(`${COMPILE_HINT}/* product */`);
    expect(read('admin-panel')).toBe('/* admin-panel */');
  });
});
