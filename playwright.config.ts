import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, findChromium } from '@/scripts/browser.mjs';

// The admin credential the site was built with by `npm test` (scripts/test.sh), for runs started by hand after it.
const credentialFile = 'reports/test-admin.env';
if (!process.env.E2E_ADMIN_EMAIL && existsSync(credentialFile)) {
  for (const [, name, value] of readFileSync(credentialFile, 'utf8').matchAll(/^export (\w+)=(.*)$/gm)) {
    process.env[name] ??= value;
  }
}

const port = Number(process.env.E2E_PORT || 4173);
const executablePath = findChromium();
if (executablePath === null) {
  throw new Error('No Chromium found: run `bash scripts/ensure-browser.sh` (npm test does this for you).');
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Every test has its own context and storage, so they run side by side, for a newcomer as for CI. Three workers on
  // the two cores: a test spends part of its time waiting (a page load, a timer), and the third fills those gaps
  // (whole suite, side by side on one machine: 2 workers 281 and 255 s, 3 workers 242 and 237 s, 4 workers 232 s;
  // the fourth gains little and leaves the tests' own time limits less room). No retries: a test that passes only on a second try is a failing
  // test.
  workers: 3,
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace and no screenshot of every test: a failure keeps a screenshot of its page (e2e/fixtures.ts).
    trace: 'off',
    screenshot: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
