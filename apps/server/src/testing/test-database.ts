import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../platform/db/client';
// the global setup declares what it provides (ProvidedContext)
import type {} from './test-database-template';

/**
 * A fresh database for one test file, migrated unless asked not to: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL when the suite runs with TEST_DB=postgres. Nothing is shared between files.
 *
 * A migrated database is a copy of the one the global setup (`test-database-template.ts`) migrated before the run: a
 * PGlite snapshot loaded in memory, or CREATE DATABASE ... TEMPLATE on PostgreSQL. Without that setup (a file run by
 * another config) it is migrated here.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<Database & { url?: string }> {
  const migrate = options.migrate ?? true;
  if (process.env.TEST_DB !== 'postgres') {
    const templateFile = migrate ? inject('pgliteTemplateFile') : undefined;
    if (templateFile) {
      return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(templateFile)]) });
    }
    const database = await openDatabase({ kind: 'pglite' });
    if (migrate) await database.migrate();
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = migrate ? inject('postgresTemplateName') : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  if (migrate && !template) await database.migrate();
  return {
    ...database,
    // Another process (a worker under test) can open the same database by it.
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's connections finish closing after pool.end() resolves; a forced drop before then cuts them off
      // mid-goodbye, which node-postgres reports as an unhandled error. Wait (briefly) until they are gone.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const open = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if ((open.rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database for the whole suite (or describe block): made before its first test and closed after its
 * last. Its db is read in hooks and tests, once it exists.
 */
export function useTestDatabase(): { readonly db: Db } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  return {
    get db() {
      if (!database) throw new Error('the test database is made before the tests run');
      return database.db;
    },
  };
}
