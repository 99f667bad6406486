import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['**/.next/**', '**/out/**', 'out-backend/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'reports/**', 'bench/**/*.json', 'bench/tmp/**', 'server/.build/**', 'server/.data/**']),
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
