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

/** Seconds of load per round; each configuration gets ROUNDS of them, interleaved with the other's. */
export const SECONDS = numberArg('--seconds', 45);
export const ROUNDS = numberArg('--rounds', 2);
export const SHOPPERS = numberArg('--shoppers', 100);
export const SUBSCRIBERS = Math.min(50, Math.floor(SHOPPERS / 2));
/** The configurations compared, each a cluster (server/cluster.mjs) of this many Parse Server instances. */
export const CONFIGURATIONS = [
  { name: '1 instance', instances: ['a'] },
  { name: '2 instances', instances: ['a', 'b'] },
];
/** Sign-ups at a time: each hashes a password with bcrypt, which a 2-core machine does not do faster in bulk. */
export const SIGN_UP_CONCURRENCY = 4;
export const CONVERSATION_EVERY_MS = 2_500;
/** lib/chat/conversations.ts AUTO_REPLY_DELAY_MS: the server adds its automatic reply (an `update` event) this long after. */
export const AUTO_REPLY_DELAY_MS = 2_000;
/** How often the bench asks each instance GET /ready itself, timing it, as haproxy does (server/balancer.mjs: inter). */
export const READINESS_EVERY_MS = 500;
/** How long haproxy waits for that answer before it marks the instance down (server/balancer.mjs: timeout check). */
export const HEALTH_CHECK_LIMIT_MS = 2_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const RESENDS = 20;
export const DUPLICATE_CODE = 137;
export const runId = Date.now().toString(36);
