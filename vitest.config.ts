import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects. The pure rules (lib/, content/, scripts/) run in Node, which starts in a fraction of the time
// jsdom takes; components and anything that touches the browser's storage or DOM run in jsdom. Test files share
// their worker's environment and modules (no isolation: a fifth of the time), which is safe because the setup
// files reset every store, the address, the router and hydration before each test. For the same reason no test replaces a
// module with vi.mock or resets the graph with vi.resetModules (ESLint refuses both): a shared module graph keeps
// whichever module a file imported first, and a reset leaves the old copies listening beside the new ones.
// The app's router, which components need, is stood in for by test-support/navigation.ts. The backend project
// starts a throwaway PostgreSQL and Parse Server (server/start.mjs) and runs the tests that need them; npm test
// runs it as a stage of its own (`vitest run --project backend`).
const browserOnly = ['lib/store/**/*.test.ts', 'lib/util/site-lock.test.ts', 'lib/shop/**/*.test.ts', 'lib/notifications/**/*.test.ts', 'lib/prepaint.test.ts'];

const withoutTheAppRouter = { alias: [{ find: /^next\/navigation$/, replacement: join(import.meta.dirname, 'test-support/navigation.ts') }] };

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    // The same for vi.stubEnv and vi.stubGlobal: test files share their worker's environment (isolate: false below), so
    // a stub left behind made a later file's admin sign-in a server build's.
    unstubEnvs: true,
    unstubGlobals: true,
    // Every core. Vitest leaves one free by default, which on a 2-core machine is one worker: measured here side
    // by side, the unit and component tests took 41-44 s on two workers against 64-67 s on one, the backend's
    // 22 s against 33-36 s.
    maxWorkers: availableParallelism(),
    // A test's time limit only ends a hang. With the e2e suite running beside them on this 2-core machine, the
    // longest component tests (about 2 s alone) went past Vitest's default of 5 s; the bench, not a time limit,
    // says how fast the shop is.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          isolate: false,
          include: ['{lib,content,scripts}/**/*.test.{ts,tsx}'],
          exclude: browserOnly,
          setupFiles: ['./vitest.setup.node.ts'],
        },
      },
      {
        extends: true,
        resolve: withoutTheAppRouter,
        test: {
          name: 'browser',
          environment: 'jsdom',
          isolate: false,
          include: ['{components,app}/**/*.test.{ts,tsx}', ...browserOnly],
          setupFiles: ['./vitest.setup.node.ts', './vitest.setup.ts'],
        },
      },
      {
        extends: true,
        // A few backend tests render the shop's forms against the running server.
        resolve: withoutTheAppRouter,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          setupFiles: ['./vitest.setup.node.ts'],
        },
      },
    ],
  },
});
