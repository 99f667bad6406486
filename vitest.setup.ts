import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { persistedKeys, preloadSanitizers } from '@/lib/store/persisted';
import { useStorageStatus } from '@/lib/store/storage-status';
import { useAdminDrafts } from '@/lib/store/admin-drafts';
import { forgetDrafts } from '@/lib/store/unsent-drafts';
import { backend } from '@/lib/shop/run';
import { resetHydrationForTests } from '@/lib/store/hydration';
import { cleanup, configure } from '@testing-library/react';
import { resetTestNavigation } from '@/test-support/navigation';
import { TEST_WAIT_MS } from '@/test-support/wait';

// findBy and waitFor wait as long as the tests' other waits (test-support/wait.ts), not Testing Library's 1 s.
configure({ asyncUtilTimeout: TEST_WAIT_MS });

afterEach(() => {
  cleanup();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'locks'); // a test's stand-in (test-support/locks.ts); jsdom has none
});

// The browser fetches the store sanitizers only when something is stored, and the backend on the first write;
// tests load both up front so a slow first import on a busy machine does not outlast a waitFor.
beforeAll(() => Promise.all([preloadSanitizers(), backend(), import('@/lib/shop/notify-owner')]));

// Every test starts from an empty storage that each store has read, and a page not yet hydrated: whatever an
// earlier test or file in this worker did, a test that wants hydration calls hydrateStores itself.
beforeEach(async () => {
  resetHydrationForTests();
  resetTestNavigation();
  useStorageStatus.setState({ notSaving: null, dismissed: false });
  useAdminDrafts.getState().clear();
  forgetDrafts();
  for (const key of persistedKeys()) key.forget();
  await Promise.all([...persistedKeys()].map((key) => key.read()));
});
