import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** The rows of `table` with these ids, in the order of the ids (a missing id is left out): a page read by its ids. */
export async function rowsInOrder<T extends PgTable & { id: PgColumn }>(
  db: DbOrTx,
  table: T,
  ids: readonly number[],
): Promise<T['$inferSelect'][]> {
  if (ids.length === 0) return [];
  const from: PgTable = table;
  // drizzle cannot resolve a generic table's row type, so it is named here
  const rows = (await db
    .select()
    .from(from)
    .where(inArray(table.id, [...ids]))) as (T['$inferSelect'] & { id: number })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
