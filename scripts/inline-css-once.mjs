// Runs after `next build` (npm run build), before csp.mjs hashes the inline scripts. With the stylesheet inline
// (next.config.mjs), Next.js writes its text three times into every page: the <style> in <head>, and twice more in
// the page's own data for React (a text row for the root layout and another for the built-in error page). Those two
// copies are never read on that page: React adopts the <style> already in the document by its data-href and takes
// nothing from the copy. Gzip cannot share text 48 kB apart, so each copy cost about 9 kB on the wire, on a phone's
// line about 45 ms, before the page could paint. This empties every text row that repeats a <style> of the same
// page. Only the HTML: the data a followed link fetches (.txt) keeps its copy, as the page it leaves may lack it.
// Upstream: https://github.com/vercel/next.js/issues/98079 and /98110 (fixes proposed in #98084 and #98397); once
// Next writes the text once, this finds nothing to empty and changes nothing.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STYLE = /<style\b[^>]*\bdata-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/gi;
const FLIGHT_PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/** A string as a JavaScript literal that is safe inside a <script> element, as Next.js writes them. */
const scriptLiteral = (text) =>
  JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The page with each flight text row that repeats one of its <style> elements emptied, and how many were. */
export function withStylesheetOnce(html) {
  const rows = [...html.matchAll(STYLE)].map(([, css]) => `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`);
  if (rows.length === 0) return { html, emptied: 0 };
  let emptied = 0;
  const result = html.replace(FLIGHT_PUSH, (push, literal) => {
    let data = JSON.parse(literal);
    let emptiedHere = 0;
    for (const row of rows) {
      const parts = data.split(row);
      emptiedHere += parts.length - 1;
      data = parts.join(':T0,');
    }
    emptied += emptiedHere;
    return emptiedHere === 0 ? push : `<script>self.__next_f.push([1,${scriptLiteral(data)}])</script>`;
  });
  return { html: result, emptied };
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Empties the repeated stylesheet text in every page of the export in `outDir`; returns how many pages changed. */
export function inlineCssOnce(outDir) {
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const { html, emptied } = withStylesheetOnce(readFileSync(file, 'utf8'));
    if (emptied === 0) continue;
    writeFileSync(file, html);
    pages++;
  }
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'out';
  console.log(`Inline stylesheet: its repeated text emptied from the page data of ${inlineCssOnce(outDir)} pages in ${outDir}/`);
}
