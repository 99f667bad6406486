import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { preloadSanitizers } from '@/lib/store/persisted';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The browser fetches the store sanitizers only when something is stored; tests read stored data synchronously.
beforeAll(() => preloadSanitizers());
