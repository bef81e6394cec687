import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import type { Database } from '../platform/db/client';
import { syncPolicyDocuments } from '../modules/legal';
import { createTestDatabase } from './test-database';
import { TestClock } from './test-clock';

/** Tests run as a provider with a GS1 company prefix: GS1's own example one. */
export const TEST_GS1_COMPANY_PREFIX = '0614141';

export interface TestContext {
  app: FastifyInstance;
  /** On PostgreSQL, with the url another process can open it by. */
  database: Database & { url?: string };
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** The production app on a fresh database, with a movable clock and mail written to a temporary folder. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { onRoute?: (route: RouteOptions) => void; serveWeb?: boolean } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  await syncPolicyDocuments(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-test-')),
    DEMO_DATA: 'false',
    // only unhandled errors (answered 500) are logged: a test that meets one by surprise shows its cause
    LOG_LEVEL: 'error',
    GS1_COMPANY_PREFIX: TEST_GS1_COMPANY_PREFIX,
    ...overrides,
  });
  const clock = new TestClock();
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    onRoute: options.onRoute,
    serveWeb: options.serveWeb,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
