/**
 * The plan of one consignment list request's statement, as GET /api/sender/v0/consignments builds it for the demo
 * user, with its parameters written in: EXPLAIN (ANALYZE, BUFFERS) on the database named.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a database with demo data> \
 *        npx tsx bench/explain-list.ts 'filter[site.id]=1&page[limit]=30&page[offset]=0&search=melbourne'
 *   REPEAT=5: run it five times on one connection, printing the earlier runs' planning and execution times only
 */
import { fillPlaceholders, sql } from 'drizzle-orm';
import { z } from 'zod';
import { consignmentListQuerySchema, LIST_COUNT_CAP } from '@freight/contracts';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { systemClock } from '../apps/server/src/platform/clock';
import { filterOf } from '../apps/server/src/modules/consignments/consignment-list.service';
import { searchStatement } from '../apps/server/src/modules/consignments/consignment-search.repository';

/** The statement with its parameters written in (bench data only: numbers and plain words). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to a PostgreSQL database with the demo data');
const database = await openDatabase({ kind: 'postgres', url, max: 1 });
try {
  const users = z.object({ rows: z.array(z.object({ id: z.string() })) });
  const [demo] = users.parse(
    await database.db.execute(sql`select id from users where username = 'demo'`),
  ).rows;
  if (!demo) throw new Error('no demo user');
  const query = consignmentListQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')),
  );
  const { build, values } = searchStatement(
    database.db,
    { userId: demo.id, siteIds: query['filter[site.id]'], organisationId: query['filter[organisation.id]'] },
    filterOf(query, [], systemClock),
    query.sort,
    query.page,
    LIST_COUNT_CAP,
  );
  const built = build(false).toSQL();
  const text = inline(built.sql, fillPlaceholders(built.params, values));
  // a pooled connection plans with warm catalogue caches: REPEAT=5 shows the later runs' times as the server sees them
  const repeat = Math.max(1, Number(process.env.REPEAT ?? 1));
  for (let run = 1; run <= repeat; run++) {
    const plan = await database.db.execute(sql.raw(`explain (analyze, buffers) ${text}`));
    const rows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) }).parse(plan).rows;
    const lines = rows.map((row) => Object.values(row).join(''));
    console.log((run === repeat ? lines : lines.filter((line) => /^(Planning|Execution) Time/.test(line))).join('\n'));
  }
} finally {
  await database.close();
}
