import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, findChromium } from '@/scripts/browser.mjs';

// The journeys against a shared server (e2e-backend/), run by scripts/e2e-backend.mjs, which starts the throwaway
// backend, builds the site against it and serves it, then passes their addresses in E2E_BASE_URL and E2E_BACKEND.
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL || !process.env.E2E_BACKEND) throw new Error('Run these through `node scripts/e2e-backend.mjs` (npm test does).');
const executablePath = findChromium();
if (executablePath === null) throw new Error('No Chromium found: run `bash scripts/ensure-browser.sh`.');

export default defineConfig({
  testDir: 'e2e-backend',
  outputDir: 'test-results/backend',
  fullyParallel: true,
  // Every test makes its own accounts on the one server, so two workers do not meet.
  workers: 2,
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-backend.json' }]],
  use: {
    baseURL,
    // No trace and no screenshot of every test: a failure keeps a screenshot of its page (e2e/fixtures.ts).
    trace: 'off',
    screenshot: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
  },
});
