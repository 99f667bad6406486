// Prints the plain closing line CI reads ("N passed, N failed, N skipped"), summed from the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs';

function read(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

for (const vitest of [read('reports/vitest.json'), read('reports/vitest-backend.json')]) {
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
for (const e2e of [read('reports/playwright.json'), read('reports/playwright-backend.json')]) {
  if (!e2e?.stats) continue;
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
}
// A stage that failed before reporting (type errors, lint, build) counts as a failure too.
failed += Number(process.argv[2] || 0);

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
