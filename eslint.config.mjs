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
    // The unit and component tests share one module graph per worker (vitest.config.ts), where a replaced module
    // would leak into other files or miss the ones that imported it first.
    files: ['{lib,content,scripts,components,app}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'The tests share modules: answer fetch, or use lib/test-navigation.ts for the router.' },
        { object: 'vi', property: 'doMock', message: 'The tests share modules: answer fetch, or use lib/test-navigation.ts for the router.' },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
