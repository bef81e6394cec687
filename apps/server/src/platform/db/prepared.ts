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
