import { and, eq, sql } from 'drizzle-orm';
import { pickupRequests } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';

function prepareReliability(db: DbOrTx) {
  const r = pickupRequests;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return db
    .select({
      agreedServiceId: r.agreedServiceId,
      requests: sql<number>`count(*)::int`,
      confirmed: sql<number>`count(*) filter (where ${r.status} = 'confirmed')::int`,
      rejected: sql<number>`count(*) filter (where ${r.status} = 'rejected')::int`,
      unanswered: sql<number>`count(*) filter (where ${r.windowStartsAt} <= ${now}
        and coalesce(${r.confirmedAt}, ${r.rejectedAt}, 'infinity'::timestamptz) > ${r.windowStartsAt})::int`,
      medianMinutes: sql<number | null>`percentile_cont(0.5) within group (
        order by extract(epoch from (${r.confirmedAt} - ${r.createdAt})) / 60)
        filter (where ${r.status} = 'confirmed')`,
    })
    .from(r)
    .where(
      and(
        eq(r.siteId, sql.placeholder('siteId')),
        sql`${r.createdAt} >= ${sql.placeholder('since')}::timestamptz`,
        sql`not (${r.supersededAt} is not null and ${r.status} = 'requested')`,
      ),
    )
    .groupBy(r.agreedServiceId)
    .prepare('pickups_reliability');
}

// Manage pickups and the service choice ask for it on every visit, and it has 20 ms to answer: built once per handle.
const reliability = perDatabase(prepareReliability);

/**
 * Per agreed service of a site, its requests since a date: answered how, unanswered by the window's start, and
 * the median minutes to confirm. A request superseded before any answer was withdrawn by the shipper and is left out.
 */
export function reliabilityOf(db: DbOrTx, siteId: number, since: Date, now: Date) {
  return reliability(db).execute({ siteId, since: since.toISOString(), now: now.toISOString() });
}
