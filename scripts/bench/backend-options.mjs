// What a run of the backend benchmark (backend.mjs) is asked for and works with: its flags, where it writes, and
// the limits and figures of the load.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');
export const REPORT_FILE = join(here, 'backend-report.md');

function numberArg(name, fallback) {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} wants a whole number of 1 or more.`);
  return value;
}

export const SECONDS = numberArg('--seconds', 60);
export const SHOPPERS = numberArg('--shoppers', 100);
export const SUBSCRIBERS = Math.min(50, Math.floor(SHOPPERS / 2));
/** Sign-ups at a time: each hashes a password with bcrypt, which a 2-core machine does not do faster in bulk. */
export const SIGN_UP_CONCURRENCY = 4;
export const CONVERSATION_EVERY_MS = 5_000;
/** lib/chat/conversations.ts AUTO_REPLY_DELAY_MS: the server adds its automatic reply (an `update` event) this long after. */
export const AUTO_REPLY_DELAY_MS = 2_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const STARTUP_LIMIT_MS = 120_000;
export const RESENDS = 20;
export const DUPLICATE_CODE = 137;
export const runId = Date.now().toString(36);
