import { eq, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { perDatabase } from './prepared';
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

/**
 * `firstRowOf` by one column's value, prepared once per handle as `name`: for the reads every booking or quote
 * makes, where building the query costs more CPU than PostgreSQL takes to answer it.
 */
export function preparedFirstRowOf<F extends SelectedFields>(
  fields: F,
  table: PgTable,
  key: PgColumn,
  name: string,
): (db: DbOrTx, value: number) => Promise<SelectResultFields<F> | null> {
  // drizzle cannot resolve generic fields' row type, so the rows are named below
  const selected: SelectedFields = fields;
  const statement = perDatabase((db) =>
    db
      .select(selected)
      .from(table)
      .where(eq(key, sql.placeholder('value')))
      .limit(1)
      .prepare(name),
  );
  return async (db, value) => {
    const rows = (await statement(db).execute({ value })) as SelectResultFields<F>[];
    return rows[0] ?? null;
  };
}
