import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import type { Db } from './client';

export const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** The advisory lock every process takes to migrate, so processes starting together migrate once. */
export const MIGRATION_LOCK_KEY = 727_305_101;

export interface SchemaState {
  /** Migrations this version ships that the database has not applied. */
  pending: number;
  /** Migrations the database has applied that this version does not know (a newer version migrated it). */
  unknown: number;
}

const appliedRows = z.object({ rows: z.array(z.object({ created_at: z.coerce.number() })) });
const tableRows = z.object({ rows: z.array(z.object({ present: z.boolean() })) });

let shipped: number[] | undefined;
/** When each migration of this version was made: drizzle's migrator orders and compares them by it. */
const shippedMigrations = () =>
  (shipped ??= readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

/** Compares the database's applied migrations with this version's, as drizzle's migrator orders them. */
export async function schemaState(db: Db): Promise<SchemaState> {
  const known = shippedMigrations();
  const table = tableRows.parse(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  const applied = table.rows[0]?.present
    ? appliedRows
        .parse(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`))
        .rows.map((r) => r.created_at)
    : [];
  const lastApplied = Math.max(0, ...applied);
  const lastKnown = Math.max(0, ...known);
  return {
    pending: known.filter((when) => when > lastApplied).length,
    unknown: applied.filter((when) => when > lastKnown).length,
  };
}

/** Why this version cannot serve on the database, or null when the schema is the one it knows. */
export function schemaProblem(state: SchemaState): string | null {
  if (state.unknown > 0)
    return `The database has ${state.unknown} migration(s) this version does not know: a newer version migrated it. Refusing to serve on a schema it does not know.`;
  if (state.pending > 0)
    return `The database is ${state.pending} migration(s) behind this version. Run \`npm run migrate\` (or start with MIGRATE_ON_START=true).`;
  return null;
}
