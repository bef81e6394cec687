// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import noForeignTableSql from './eslint-rules/no-foreign-table-sql.js';

const freightPlugin = { rules: { 'no-foreign-table-sql': noForeignTableSql } };
import { readdirSync, readFileSync, existsSync } from 'node:fs';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Boundaries are generated from the folders that exist, so a new area is covered without editing this file.
const webFeatures = dirs('apps/web/src/features');
const serverModules = dirs('apps/server/src/modules');
// Every folder of the server beside modules/ and platform/ (cli, db, testing, ...), which reach modules through their faces.
const serverRoots = dirs('apps/server/src')
  .filter((d) => d !== 'modules' && d !== 'platform')
  .map((d) => `./apps/server/src/${d}`);

// Test-only files of a module (fixtures, test helpers, testing/), relative to the module: tests elsewhere may use them.
const testOnly = (dir, prefix = '.') =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'testing' ? [path] : testOnly(`${dir}/${entry.name}`, path);
    return /\.(fixture|test-helpers)\.ts$/.test(entry.name) ? [path] : [];
  });

// Which module owns each table (DESIGN 2): a schema file's tables belong to the module of its name, or as mapped
// here; the shared files hold the tenancy and platform tables every module may read. A new schema file is named
// for its module or listed, else lint stops here.
const schemaFileOwners = {
  'address-book-import': 'address-book',
  localities: 'addresses',
  rates: 'carriers',
};
const sharedSchemaFiles = ['context', 'identity', 'jobs', 'documents', 'mail', 'rate-limits'];
// Column helpers the schema files share: they hold no table.
const schemaColumnFiles = ['columns', 'site-column', 'user-column', 'api-key-columns', 'import-columns'];
const schemaDir = 'apps/server/src/db/schema';
const tables = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .flatMap((f) => {
    const file = f.slice(0, -3);
    if (sharedSchemaFiles.includes(file) || schemaColumnFiles.includes(file)) return [];
    const fileOwner = schemaFileOwners[file] ?? (serverModules.includes(file) ? file : undefined);
    if (!fileOwner)
      throw new Error(`${schemaDir}/${f}: name it for its module, or list it in eslint.config.js`);
    const source = readFileSync(`${schemaDir}/${f}`, 'utf8');
    return [
      ...source.matchAll(
        /^export const (\w+) = pg(?:Table|Sequence|View|MaterializedView)\(\s*(?:'(\w+)')?/gm,
      ),
    ].map(([, name, sqlName]) => ({ name, sqlName, owner: fileOwner }));
  });
const tablesBySqlName = Object.fromEntries(tables.flatMap((t) => (t.sqlName ? [[t.sqlName, t.owner]] : [])));
// Raw SQL a module may write on another module's table, each with its reason (keep this short).
const foreignSqlAllowed = {};
// A module's code imports only its own tables (and the shared ones), and its raw SQL names no other module's
// table; tests may set up any.
const tableOwnership = serverModules.map((m) => ({
  files: [`apps/server/src/modules/${m}/**/*.ts`],
  ignores: ['**/*.test.ts', '**/*.fixture.ts', '**/*.test-helpers.ts', '**/*.test-data.ts', '**/testing/**'],
  plugins: { freight: freightPlugin },
  rules: {
    'freight/no-foreign-table-sql': [
      'error',
      { module: m, tables: tablesBySqlName, allow: foreignSqlAllowed[m] ?? {} },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+db/schema(/[\\w-]+)?$',
            importNames: tables.filter((t) => t.owner !== m).map((t) => t.name),
            message: `the ${m} module reads another module's tables through that module's index.ts`,
          },
        ],
      },
    ],
  },
}));

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
];

// A module shows one face: other code imports it through its index.ts alone (tests may also use its test-only files).
const moduleFaceZones = (forTests) =>
  serverModules.map((m) => ({
    target: [
      ...serverModules.filter((o) => o !== m).map((o) => `./apps/server/src/modules/${o}`),
      ...serverRoots,
      './apps/server/src/*.ts',
    ],
    from: `./apps/server/src/modules/${m}`,
    except: ['./index.ts', ...(forTests ? testOnly(`apps/server/src/modules/${m}`) : [])],
    message: `import the ${m} module through its index.ts`,
  }));

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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...serverZones, ...moduleFaceZones(false), ...packageZones] },
      ],
    },
  },
  {
    // tests, fixtures and test helpers may also use another module's fixtures and test helpers
    files: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.fixture.ts',
      'apps/server/src/**/*.test-helpers.ts',
      'apps/server/src/**/testing/**',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...serverZones, ...moduleFaceZones(true), ...packageZones] },
      ],
    },
  },
  ...tableOwnership,
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
