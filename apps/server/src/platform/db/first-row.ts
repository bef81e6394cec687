import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** The first row of `table` that `where` selects, or null: the find-one read repositories write again and again. */
export async function firstRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  const from: PgTable = table;
  // drizzle cannot resolve a generic table's row type, so it is named here
  const rows = (await db.select().from(from).where(where).limit(1)) as T['$inferSelect'][];
  return rows[0] ?? null;
}
