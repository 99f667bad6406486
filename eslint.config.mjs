import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { importStyle } from './scripts/eslint-import-style.mjs';

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
        { object: 'vi', property: 'mock', message: 'The tests share modules: answer fetch, or use test-support/navigation.ts for the router.' },
        { object: 'vi', property: 'doMock', message: 'The tests share modules: answer fetch, or use test-support/navigation.ts for the router.' },
        {
          object: 'vi',
          property: 'resetModules',
          message:
            "The tests share modules: a reset gives every later file in the worker new copies while the old ones keep their listeners (a second notification sender). Write another tab's data to storage instead.",
        },
      ],
    },
  },
  {
    // Every package the code imports is declared in its package.json, so upgrading the package that happened to
    // bring it along cannot take it away. The server's code also reads the shop's own (`@/`), which is not a package.
    files: ['server/**'],
    settings: { 'import/internal-regex': '^@/' },
    rules: { 'import/no-extraneous-dependencies': ['error', { packageDir: [import.meta.dirname, `${import.meta.dirname}/server`] }] },
  },
  {
    ignores: ['server/**'],
    rules: { 'import/no-extraneous-dependencies': 'error' },
  },
  {
    // A circle of imports makes load order decide what a module sees, and ties layers that should go one way (a
    // store that imports an operation imports the backends that import the store). type-only imports are erased.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One import style: `./name` for a file beside the importer, `@/` for anything else, so a path says where a
    // module lives and moving a folder does not break a chain of `../`. Node runs the .mjs scripts as they are,
    // without the `@/` alias, so they keep relative paths.
    files: ['**/*.{ts,tsx}'],
    plugins: { shop: { rules: { 'import-style': importStyle } } },
    rules: { 'shop/import-style': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
