import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll } from 'vitest';
import type { Database, Schema } from '../platform/db/client';
import { migrationsFolder } from '../platform/db/migrations';
import { createTestDatabase } from './test-database';

/**
 * Migrates a new, unmigrated test database up to and including the migration `tag`, as a database made before
 * the later ones would be; `database.migrate()` then upgrades it. Answers a cleanup for the copied folder.
 */
export async function migrateUpTo(database: Database, tag: string): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: dir });
  else await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: dir });
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * For an upgrade test: a new test database migrated up to `tag` when asked for, closed (its copied migrations
 * removed) after the file's tests.
 */
export function useDatabaseMigratedTo(tag: string): () => Promise<Database> {
  let database: Database | undefined;
  let cleanUp: (() => void) | undefined;
  afterAll(async () => {
    await database?.close();
    cleanUp?.();
  });
  return async () => {
    database = await createTestDatabase({ migrate: false });
    cleanUp = await migrateUpTo(database, tag);
    return database;
  };
}
