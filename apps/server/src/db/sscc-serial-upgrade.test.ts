import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Schema } from '../platform/db/client';
import { migrationsFolder } from '../platform/db/migrations';
import { createTestDatabase } from '../testing/test-database';
import { ssccSerialCounters } from './schema';

/** The last migration of the schema that took SSCC serials from one sequence. */
const BEFORE = '0010_carrier_api_keys';

let database: Database | undefined;
const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The migrations up to and including `tag`, as a folder of their own. */
function migrationsUpTo(tag: string): string {
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

async function migrateTo(db: Database, folder: string): Promise<void> {
  if (db.kind === 'pglite')
    await migratePglite(db.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
  else await migratePg(db.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
}

describe('upgrading a database that issued SSCCs from the old sequence', () => {
  it(
    'continues the serials of the prefix they were issued under, so none is issued twice',
    { timeout: 120_000 },
    async () => {
      database = await createTestDatabase({ migrate: false });
      await migrateTo(database, migrationsUpTo(BEFORE));
      // 41 SSCCs issued before the upgrade
      await database.db.execute(sql`select nextval('sscc_serial_seq') from generate_series(1, 41)`);
      await database.migrate();
      expect(await database.db.select().from(ssccSerialCounters)).toEqual([
        { companyPrefix: '0614141', extensionDigit: 0, lastSerial: 41 },
      ]);
      const sequences = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pg_class`)
        .where(sql`relname = 'sscc_serial_seq'`);
      expect(sequences).toEqual([{ n: 0 }]);
    },
  );
});
