import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** Inserts one row and answers it as stored; a database that answers no row is a bug, so it throws. */
export async function insertOne<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: PgInsertValue<T>,
  what: string,
): Promise<T['$inferSelect']> {
  // drizzle cannot resolve a generic table's row type, so it is named here
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`${what} not inserted`);
  return row;
}

/** Inserts the rows in one statement and answers them as stored; no rows, no statement. */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  // drizzle cannot resolve a generic table's row type, so it is named here
  return (await db
    .insert(table)
    .values([...rows])
    .returning()) as T['$inferSelect'][];
}
