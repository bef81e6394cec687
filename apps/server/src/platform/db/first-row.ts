import type { SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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

/** The chosen columns of the first row of `table` that `where` selects, or null. */
export async function firstRowOf<F extends SelectedFields>(
  db: DbOrTx,
  fields: F,
  table: PgTable,
  where: SQL | undefined,
): Promise<SelectResultFields<F> | null> {
  const rows = (await db.select(fields).from(table).where(where).limit(1)) as SelectResultFields<F>[];
  return rows[0] ?? null;
}
