// The W3C HTML checker (vnu) over every exported page: `npm test` fails on any error, naming the page and line.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const outDir = process.argv[2] ?? 'out';
const jar = createRequire(import.meta.url)('vnu-jar');

const run = spawnSync('java', ['-jar', jar, '--skip-non-html', '--errors-only', '--format', 'json', outDir], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(`The HTML checker needs Java: ${run.error.message}. Install it with 'apt-get install default-jre-headless'.`);
  process.exit(1);
}

let messages;
try {
  messages = JSON.parse(run.stderr).messages;
} catch {
  console.error(`The HTML checker did not report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}

// The checker also reads the stylesheet each page carries inline (next.config.mjs), with a CSS validator older than
// what Tailwind writes: it rejects @property, margin-trim and custom properties in transition-property, all valid in
// today's browsers. Its "CSS:" messages are about that stylesheet, which is the build's output, not our markup.
const isStylesheetMessage = (m) => m.message.startsWith('CSS: ');
// It also predates <link rel="expect" blocking="render"> (app/layout.tsx), which HTML allows since 2023.
const isRenderBlockingExpectMessage = (m) =>
  m.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  /<link rel="expect"/.test(m.extract ?? '');
const errors = messages.filter(
  (m) => (m.type === 'error' || m.subType === 'fatal') && !isStylesheetMessage(m) && !isRenderBlockingExpectMessage(m),
);
const page = (url) => url.replace(/^file:.*?\/out\//, '/');
for (const error of errors) console.log(`${page(error.url)}:${error.lastLine ?? '?'}: ${error.message}`);
const pages = new Set(errors.map((error) => error.url)).size;
console.log(errors.length === 0 ? 'HTML checker: no errors in out/' : `HTML checker: ${errors.length} errors on ${pages} pages`);
process.exit(errors.length === 0 ? 0 : 1);
