import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/client';

/** A database of its own on the PostgreSQL server, named from `prefix`; `drop` removes it and whatever is connected. */
export async function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    admin,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Runs a measurement on a database of its own on the PostgreSQL server, created for it and dropped after, so a
 * benchmark never touches data it did not make.
 */
export async function onScratchPostgres<T>(
  serverUrl: string,
  prefix: string,
  measure: (database: Database) => Promise<T>,
): Promise<T> {
  const { name, admin, url, drop } = await scratchDatabase(serverUrl, prefix);
  const database = await openDatabase({ kind: 'postgres', url, max: 10 });
  try {
    return await measure(database);
  } finally {
    await database.close();
    // the pool's connections finish closing after it ends; a forced drop before then is an unhandled error
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const open = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((open.rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await drop();
  }
}
