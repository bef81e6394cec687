import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from '../platform/db/client';
import { migrationsFolder } from '../platform/db/migrations';

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
