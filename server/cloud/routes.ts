// The REST routes a browser may reach: the ones the shop's pages call (lib/shop/server-backend.ts and its
// neighbours), spelled as they call them. Parse Server's `routeAllowList` refuses every other request without the
// master key before it reaches a rate limit or a trigger: Parse's own routes the shop never uses (batches,
// installations, sessions, password checks, `classes/_User`), and other spellings of the shop's own, such as a
// percent-encoded class or function name, which Parse would still route but the rate limits
// (rate-limits.ts) would not count. Patterns are anchored at both ends, matched against the path after `/parse/`.
import { CLASSES, FUNCTIONS } from '@/lib/shop/server-protocol';

/** An objectId: Parse's own, or one the server gave (seed products '1' to '16', conversations, seed reviews). */
const ID = '[A-Za-z0-9_-]+';
const either = (names: readonly string[]) => `(${names.join('|')})`;

export const ROUTE_ALLOW_LIST: readonly string[] = [
  'users',
  'users/me',
  `users/${ID}`,
  'login',
  'logout',
  // A forgotten password (server/mail, docs/email.md). The link it emails and the new password it sets go to Parse's
  // page routes (apps/<app id>/request_password_reset), which Parse serves before this list is consulted.
  'requestPasswordReset',
  `classes/${either(Object.values(CLASSES).filter((name) => name !== CLASSES.helpfulMark))}(/${ID})?`,
  `functions/${either(Object.values(FUNCTIONS))}`,
  'health',
  // Files (the owner's photos, files.ts) are Parse's own router, which this list does not reach: their uploads are
  // held by the fileUpload options (server/start.mjs) and the owner-only trigger.
];
