// Runs after `next build` (npm run build). Turbopack's chunk loader adds a page's chunks as plain <script> tags on a
// link followed in the page, and React then adds the same chunks again as <script async>: React only recognises
// scripts it may reuse by their `async` attribute, so each new page's chunks were downloaded twice (measured:
// /products to a product, the header to /admin). This marks the loader's scripts async, as every script inserted by
// code already runs, so React finds and reuses them. Upstream: https://github.com/vercel/next.js/issues/92689 (fix
// proposed in #92753); once Next's loader sets `async` itself this step finds it done and changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOADER_SCRIPT = /(?<=document\.createElement\("script"\);)([\w$]+)\.crossOrigin=null,(?!\1\.async=)/g;
const ALREADY_ASYNC = /document\.createElement\("script"\);([\w$]+)\.crossOrigin=null,\1\.async=!0,/;

/** The chunk source with its loader's scripts marked async; null when the source holds no chunk loader. */
export function withAsyncChunkScripts(source) {
  if (ALREADY_ASYNC.test(source)) return source;
  const marked = source.replace(LOADER_SCRIPT, (match, script) => `${match}${script}.async=!0,`);
  return marked === source ? null : marked;
}

/** Marks the chunk loader in the export in `outDir`; fails when no chunk holds a loader it recognises. */
export function markChunkLoaderAsync(outDir) {
  const dir = join(outDir, '_next/static/chunks');
  let loaders = 0;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = join(dir, name);
    const marked = withAsyncChunkScripts(readFileSync(file, 'utf8'));
    if (marked === null) continue;
    writeFileSync(file, marked);
    loaders++;
  }
  if (loaders === 0) {
    throw new Error(
      `No chunk in ${dir} holds Turbopack's chunk loader as scripts/async-chunk-scripts.mjs knows it. If Next changed ` +
        'it, check whether a followed link still downloads chunks twice (e2e/navigation.spec.ts) and update or drop this step.',
    );
  }
  return loaders;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'out';
  console.log(`Chunk loader: ${markChunkLoaderAsync(outDir)} chunk marks its scripts async in ${outDir}/`);
}
