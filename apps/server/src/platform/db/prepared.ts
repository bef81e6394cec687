import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/**
 * A prepared statement built once per database handle (and transaction), for the queries every request runs:
 * building a Drizzle query costs more CPU than PostgreSQL takes to answer these, and a named statement is
 * parsed once per connection.
 */
export function perDatabase<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/** A by-id read of `table` prepared once per handle as `name`: the row with the id, or null. */
export function preparedRowById<T extends PgTable & { id: PgColumn }>(table: T, name: string) {
  const from: PgTable = table;
  const statement = perDatabase((db) =>
    db
      .select()
      .from(from)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
  return async (db: DbOrTx, id: number): Promise<T['$inferSelect'] | null> => {
    // drizzle cannot resolve a generic table's row type, so it is named here
    const rows = (await statement(db).execute({ id })) as T['$inferSelect'][];
    return rows[0] ?? null;
  };
}
