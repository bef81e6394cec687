import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** Updates the row `where` selects and answers it as stored, or null when no row matched. */
export async function updateRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  set: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  // drizzle cannot resolve a generic table's row type, so it is named here
  const rows = (await db.update(table).set(set).where(where).returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}
