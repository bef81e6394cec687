import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client';
import type { DbOrTx, Tx } from '../platform/db/transaction';

/**
 * Runs a demo seeding step in a transaction holding the step's advisory lock, so processes starting together
 * seed it once. Any lock number works: it only has to be the same for every process that seeds the step.
 */
export function underSeedLock<T>(db: Db, lock: number, seed: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
    return seed(tx);
  });
}

/**
 * Seeds a step into an empty table: a row in `table` means the step is done, asked before the lock (cheap on
 * every start) and again under it. Answers whether it seeded.
 */
export async function seedOnce(
  db: Db,
  lock: number,
  table: PgTable & { id: PgColumn },
  seed: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const existing = (db: DbOrTx) => db.select({ id: table.id }).from(table).limit(1);
  if ((await existing(db)).length > 0) return false;
  return underSeedLock(db, lock, async (tx) => {
    if ((await existing(tx)).length > 0) return false;
    await seed(tx);
    return true;
  });
}
