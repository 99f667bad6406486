import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markChunkLoaderAsync, withAsyncChunkScripts } from './async-chunk-scripts.mjs';

// The loader as Next 16.4's Turbopack writes it, minified.
const loader =
  'else{let n=document.createElement("script");n.crossOrigin=null,n.src=t,n.onerror=()=>{n.remove(),Z(e,t,r)},document.head.appendChild(n)}';

describe("marking the chunk loader's scripts async", () => {
  it('sets async on the script the loader creates, before its src', () => {
    expect(withAsyncChunkScripts(loader)).toBe(
      'else{let n=document.createElement("script");n.crossOrigin=null,n.async=!0,n.src=t,n.onerror=()=>{n.remove(),Z(e,t,r)},document.head.appendChild(n)}',
    );
  });

  it('changes a loader once, however often the build step runs', () => {
    const once = withAsyncChunkScripts(loader)!;
    expect(withAsyncChunkScripts(once)).toBe(once);
  });

  it("leaves chunks without Turbopack's loader alone, such as React's own script insertion", () => {
    expect(withAsyncChunkScripts('let a=document.createElement("script");n&&f(a,n),a.src=t')).toBeNull();
  });

  it('marks the loader in an export and fails the build when no chunk holds one', () => {
    const out = mkdtempSync(join(tmpdir(), 'export-'));
    const chunks = join(out, '_next/static/chunks');
    mkdirSync(chunks, { recursive: true });
    writeFileSync(join(chunks, 'app.js'), '/* app */');
    expect(() => markChunkLoaderAsync(out)).toThrow(/chunk loader/);

    writeFileSync(join(chunks, 'turbopack-runtime.js'), loader);
    expect(markChunkLoaderAsync(out)).toBe(1);
    expect(readFileSync(join(chunks, 'turbopack-runtime.js'), 'utf8')).toContain('n.crossOrigin=null,n.async=!0,n.src=t');
    expect(readFileSync(join(chunks, 'app.js'), 'utf8')).toBe('/* app */');
  });
});
