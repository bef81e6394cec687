import { defineConfig } from 'vitest/config';

const server = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // migrates one database per project before any file runs; each file's database is a copy of it
  globalSetup: ['apps/server/src/testing/test-database-template.ts'],
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'print-agent', include: ['apps/print-agent/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', ...server, env: { TEST_DB: 'pglite' } } },
      // With DATABASE_URL set, every server suite runs again on PostgreSQL, each file in a database of its own.
      ...(process.env.DATABASE_URL
        ? [{ test: { name: 'server-postgres', ...server, env: { TEST_DB: 'postgres' } } }]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
