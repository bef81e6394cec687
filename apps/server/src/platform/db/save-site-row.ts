import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** A table of one row per site (a site's settings): keyed by the site's id, with when it last changed. */
export type SiteRowTable = PgTable & { siteId: PgColumn; updatedAt: PgColumn };

/** Saves the site's one row of `table` in one statement: inserted the first time, its values replaced after. */
export async function saveSiteRow<T extends SiteRowTable>(
  db: DbOrTx,
  table: T,
  siteId: number,
  values: Omit<T['$inferInsert'], 'siteId' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  // drizzle cannot resolve a generic table's insert and update types, so they are named here
  await db
    .insert(table)
    .values({ siteId, ...values, updatedAt: now } as PgInsertValue<T>)
    .onConflictDoUpdate({ target: table.siteId, set: { ...values, updatedAt: now } as PgUpdateSetSource<T> });
}
