import { vi } from 'vitest';

/**
 * Stands in for `next/navigation` in the component tests (vitest.config.ts points the jsdom projects at it),
 * where no app router is mounted. The address is jsdom's own: a test sets it with `openAt`, and
 * `usePathname` and `useSearchParams` read it as the page renders. The router records `push` and `replace`
 * instead of following them. vitest.setup.ts puts the address back to `/` and clears the router before each test.
 */
export const testRouter = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

/** The page's address as the test begins, such as `/orders?tab=orders`. */
export function openAt(address: string): void {
  window.history.replaceState(null, '', address);
}

let heldAddress: URL | null = null;

/**
 * From now on the hooks report the address as it is now, as a page that has not yet re-read it after a change
 * (React reads it back a moment later, on a busy phone later still).
 */
export function holdAddress(): void {
  heldAddress = new URL(window.location.href);
}

const address = () => heldAddress ?? window.location;

export function resetTestNavigation(): void {
  heldAddress = null;
  openAt('/');
  for (const method of Object.values(testRouter)) method.mockReset();
}

export function useRouter(): typeof testRouter {
  return testRouter;
}

export function usePathname(): string {
  return address().pathname;
}

// One object per address, as the real hook keeps one per navigation: an effect that depends on it runs again only
// when the address changed.
let lastSearch: { query: string; params: URLSearchParams } | null = null;

export function useSearchParams(): URLSearchParams {
  const query = address().search;
  if (lastSearch?.query !== query) lastSearch = { query, params: new URLSearchParams(query) };
  return lastSearch.params;
}
