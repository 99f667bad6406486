import { vi } from 'vitest';

/**
 * How long a test waits for something it expects to happen. A wait only ends a test that would otherwise hang, so
 * it is long: on a busy 2-core machine (the e2e suite running beside Vitest) waits of Testing Library's and Vitest's
 * default 1 s ran out, in tests that pass alone in about 2 s. How fast the shop is, is the bench's to say
 * (`npm run bench`), not a test's time limit.
 */
export const TEST_WAIT_MS = 10_000;

/**
 * Vitest's `vi.waitFor` with the tests' wait: for checks on stores, inside `act`, and with fake timers (which it moves
 * on), where Testing Library's `waitFor` does not fit. vitest.setup.ts gives Testing Library's the same wait.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: TEST_WAIT_MS });
}
