import { defineConfig } from 'vitest/config';
import { testAdmin } from './lib/test-admin';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    include: ['{lib,content,components,app,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    env: {
      NEXT_PUBLIC_ADMIN_EMAIL: testAdmin.email,
      NEXT_PUBLIC_ADMIN_PASSWORD_SALT: testAdmin.salt,
      NEXT_PUBLIC_ADMIN_PASSWORD_VERIFIER: testAdmin.verifier,
    },
  },
});
