// Runs after `next build` (npm run build), before csp.mjs hashes the inline scripts. With the stylesheet inline
// (next.config.mjs), Next.js writes its text three times into every page: the <style> in <head>, and twice more in
// the page's own data for React (a text row for the root layout and another for the built-in error page), and
// twice into the data a link followed in the page fetches (.txt). React never reads those copies when the <style>
// is already in the document: it adopts the element by its data-href. So this empties:
// - in each page, every text row that repeats one of that page's own <style> elements. Gzip cannot share text
//   48 kB apart, so the two copies cost about 23 kB on the wire (/faq 45.7 -> 22.2 kB gzipped);
// - in the .txt data, only the text of a stylesheet that every page carries (the root layout's): a followed link
//   always starts from a page that has it in the document. A stylesheet only some pages have keeps its text.
// Upstream: https://github.com/vercel/next.js/issues/98079 and /98110 (fixes proposed in #98084 and #98397); once
// Next writes the text once, this finds nothing to empty and changes nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportedFiles } from './export-files.mjs';

const STYLE = /<style\b[^>]*\bdata-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/gi;
const FLIGHT_PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const EMPTY_TEXT_ROW = ':T0,';

/** A string as a JavaScript literal that is safe inside a <script> element, as Next.js writes them. */
const scriptLiteral = (text) =>
  JSON.stringify(text).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The stylesheets a page carries inline. */
const inlineStylesheets = (html) => [...html.matchAll(STYLE)].map(([, css]) => css);

/** How a flight text row holding `css` ends: after its id, the tag T, its length in bytes (hex) and a comma. */
const textRow = (css) => `:T${Buffer.byteLength(css, 'utf8').toString(16)},${css}`;

/** `data` with every text row holding one of `stylesheets` emptied, and how many were. */
function emptyRows(data, stylesheets) {
  let emptied = 0;
  for (const css of stylesheets) {
    const parts = data.split(textRow(css));
    emptied += parts.length - 1;
    data = parts.join(EMPTY_TEXT_ROW);
  }
  return { data, emptied };
}

/** The page with each flight text row that repeats one of its <style> elements emptied, and how many were. */
export function withStylesheetOnce(html) {
  const stylesheets = inlineStylesheets(html);
  let emptied = 0;
  const result = html.replace(FLIGHT_PUSH, (push, literal) => {
    const row = emptyRows(JSON.parse(literal), stylesheets);
    emptied += row.emptied;
    return row.emptied === 0 ? push : `<script>self.__next_f.push([1,${scriptLiteral(row.data)}])</script>`;
  });
  return { html: result, emptied };
}

/** Empties the repeated stylesheet text in the export in `outDir`; answers how many pages and data files changed. */
export function inlineCssOnce(outDir) {
  const pages = exportedFiles(outDir, '.html').map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const [first, ...others] = pages.map(({ html }) => inlineStylesheets(html));
  const everyPage = (first ?? []).filter((css) => others.every((sheets) => sheets.includes(css)));
  const changed = { pages: 0, linkData: 0 };
  for (const { file, html } of pages) {
    const once = withStylesheetOnce(html);
    if (once.emptied === 0) continue;
    writeFileSync(file, once.html);
    changed.pages++;
  }
  for (const file of exportedFiles(outDir, '.txt')) {
    const { data, emptied } = emptyRows(readFileSync(file, 'utf8'), everyPage);
    if (emptied === 0) continue;
    writeFileSync(file, data);
    changed.linkData++;
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? 'out';
  const { pages, linkData } = inlineCssOnce(outDir);
  console.log(`Inline stylesheet: its repeated text emptied from ${pages} pages and ${linkData} link data files in ${outDir}/`);
}
