import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Four projects. The pure rules (lib/, content/, scripts/) run in Node, which starts in a fraction of the time
// jsdom takes; components and anything that touches the browser's storage or DOM run in jsdom. Test files share
// their worker's environment and modules (no isolation: a fifth of the time), which is safe because the setup
// files reset every store before each test. Files that replace a module with vi.mock get a fresh module graph
// of their own, since a shared one would keep the module another file imported first. The backend project
// starts a throwaway PostgreSQL and Parse Server (server/start.mjs) and runs the tests that need them; npm test
// runs it as a stage of its own (`vitest run --project backend`).
const browserOnly = ['lib/store/**/*.test.ts', 'lib/shop/**/*.test.ts', 'lib/notifications/**/*.test.ts', 'lib/cart-prepaint.test.ts', 'lib/send-email.test.ts'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
// The component tests render without the app's router: lib/test-navigation.ts stands in for it.
const withoutTheAppRouter = { alias: [{ find: /^next\/navigation$/, replacement: join(import.meta.dirname, 'lib/test-navigation.ts') }] };
const replacingModules = ['components', 'app', 'lib']
  .flatMap(testFiles)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    // Every core. Vitest leaves one free by default, which on a 2-core machine is one worker: measured here side
    // by side, the unit and component tests took 41-44 s on two workers against 64-67 s on one, the backend's
    // 22 s against 33-36 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          isolate: false,
          include: ['{lib,content,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...browserOnly, ...replacingModules],
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
          exclude: replacingModules,
          setupFiles: ['./vitest.setup.node.ts', './vitest.setup.ts'],
        },
      },
      {
        extends: true,
        resolve: withoutTheAppRouter,
        test: {
          name: 'with-mocks',
          environment: 'jsdom',
          include: replacingModules,
          setupFiles: ['./vitest.setup.node.ts', './vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          setupFiles: ['./vitest.setup.node.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
