import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** Deletes the rows `where` selects, answering whether there was any; only the `key` column comes back. */
export async function deleteWhere(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  key: PgColumn,
): Promise<boolean> {
  const rows = await db.delete(table).where(where).returning({ key });
  return rows.length > 0;
}
