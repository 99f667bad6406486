// Finds a Chromium for Playwright: Playwright's own build when installed, otherwise the system's.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell: the same engine without the browser around it (no window UI, extensions or
 * sync), which is all the tests need. Measured here side by side on 23 tests: 97 s against 154 s for the browser.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The executable to launch, or undefined to let Playwright use its own build. Null when there is none.
 * `browser: true` asks for the whole browser (Lighthouse measures what a shopper's Chromium does).
 */
export function findChromium({ browser = false } = {}) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  // executablePath() names a path even when nothing was downloaded there.
  if (existsSync(chromium.executablePath())) return undefined;
  if (!browser && existsSync(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return null;
}

/** Flags that keep Debian's Chromium quiet and working as root on a machine without internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The tests' browser: as on a machine without internet, every host but this one fails to resolve, so the photo host's
 * images fail (and must show the placeholder) and nothing leaves the machine unless a test answers it itself
 * (page.route answers before any lookup). The browser refuses them itself: a route that judged every request in
 * the test process cost the e2e suite a ninth of its CPU (measured here: 476 against 540 CPU-seconds).
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
