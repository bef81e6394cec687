import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './transaction';

/** How many rows of `table` `where` selects, counting no further than `cap` + 1 (so more than the cap shows). */
export async function countUpTo(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}
