import { defineConfig } from 'vitest/config';

// Two projects: the pure rules (lib/, content/, scripts/) run in Node, which starts in a fraction of the time
// jsdom takes; components and anything that touches the browser's storage or DOM run in jsdom.
const browserOnly = ['lib/store/**/*.test.ts', 'lib/cart-prepaint.test.ts', 'lib/email.test.ts'];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['{lib,content,scripts}/**/*.test.{ts,tsx}'],
          exclude: browserOnly,
          setupFiles: ['./vitest.setup.node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['{components,app}/**/*.test.{ts,tsx}', ...browserOnly],
          setupFiles: ['./vitest.setup.node.ts', './vitest.setup.ts'],
        },
      },
    ],
  },
});
