import type { SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { RecordPage } from './site-records';
import type { DbOrTx } from './transaction';

/**
 * One page of a list, in `order`, and how many rows `where` selects in all, read side by side. `rows` is the
 * list's select from `table` with `where` applied, made dynamic so that the page can be added to it.
 */
export async function listPage<Q extends PgSelect>(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  rows: Q,
  order: SQL[],
  page: RecordPage,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [pageRows, total] = await Promise.all([
    rows
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.$count(table, where),
  ]);
  return { rows: pageRows, total };
}
