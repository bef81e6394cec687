// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Boundaries are generated from the folders that exist, so a new area is covered without editing this file.
const webFeatures = dirs('apps/web/src/features');
const serverModules = dirs('apps/server/src/modules');
// A module with an index.ts shows only that face: other code imports it through the index alone.
const indexedModules = serverModules.filter((m) => existsSync(`apps/server/src/modules/${m}/index.ts`));
const serverRoots = ['cli', 'db', 'demo', 'reference-data', 'testing'].map((d) => `./apps/server/src/${d}`);

const webZones = [
  // shared -> features -> app: shared never reaches up, features never reach app
  { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  // a feature never imports another feature
  ...webFeatures.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
  })),
  { target: './apps/web', from: './apps/server' },
];

const serverZones = [
  { target: './apps/server', from: './apps/web' },
  // a module may call another module's service, never its repository
  ...serverModules.map((m) => ({
    target: `./apps/server/src/modules/${m}`,
    from: serverModules
      .filter((o) => o !== m)
      .map((o) => `./apps/server/src/modules/${o}/**/*.repository.ts`),
  })),
  // routes speak HTTP only: no repositories, no tables
  {
    target: './apps/server/src/modules/**/*.routes.ts',
    from: ['./apps/server/src/modules/**/*.repository.ts'],
  },
  { target: './apps/server/src/modules/**/*.routes.ts', from: './apps/server/src/db/schema' },
  { target: './apps/server/src/platform', from: './apps/server/src/modules' },
  // db holds the schema and migrations only: it reaches no module, no demo world and no reference data
  {
    target: './apps/server/src/db',
    from: [
      './apps/server/src/modules',
      './apps/server/src/demo',
      './apps/server/src/reference-data',
      './apps/server/src/simulator',
    ],
  },
  // the demo world is seeded by the composition root (bootstrap.ts) and used by tests, never by production code
  {
    target: [
      './apps/server/src/modules',
      './apps/server/src/platform',
      './apps/server/src/reference-data',
      './apps/server/src/cli',
    ],
    from: './apps/server/src/demo',
    message: 'the demo world is for npm start and tests; production code never imports it',
  },
  ...indexedModules.map((m) => ({
    target: [
      ...serverModules.filter((o) => o !== m).map((o) => `./apps/server/src/modules/${o}`),
      ...serverRoots,
      './apps/server/src/*.ts',
    ],
    from: `./apps/server/src/modules/${m}`,
    except: ['./index.ts'],
    message: `import the ${m} module through its index.ts`,
  })),
];

const packageZones = [
  { target: './packages', from: ['./apps'] },
  { target: './packages/contracts', from: './packages/rules' },
  // the print agent runs on a site's PC: it speaks to the server over HTTP only
  { target: './apps/print-agent', from: ['./apps/server', './apps/web'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones, ...packageZones] }],
    },
  },
  {
    // configuration is read once, validated, in config/env.ts; tests and tools may read their own settings
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config/env.ts',
      'apps/server/src/**/testing/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read settings from Config (config/env.ts) instead' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  prettier,
);
