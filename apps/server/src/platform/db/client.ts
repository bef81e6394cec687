import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import { lockDataDir } from './data-dir-lock';
import { MIGRATION_LOCK_KEY, migrationsFolder } from './migrations';
import { nameStatementsByText } from './statements-by-text';
import type { PoolStats } from '../metrics/metrics';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock, so concurrent starts migrate once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections; null on the embedded database. */
  poolStats(): PoolStats | null;
  /** The embedded database's files as a tarball, which `loadDataDir` opens again as a copy (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  /** dataDir undefined keeps the database in memory (tests); loadDataDir starts it from a dumpDataDir tarball. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // at least two: migrating holds one connection for its lock while the migrations run on another
    const pool = new pg.Pool({ connectionString: options.url, max: Math.max(2, options.max ?? 10) });
    nameStatementsByText(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(db, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  // The migrations create these extensions (trigram text search); PostgreSQL ships them, PGlite loads them here.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gin },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    poolStats: () => null,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
