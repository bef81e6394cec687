import { sql, type SQL } from 'drizzle-orm';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';
import type { ConsignmentFilter } from './consignment-list.repository';
import { termShape } from './consignment-term';
import * as search from './consignment-search-scope';

/**
 * A text search's matches up to the cap and one more, with its scope's checks (see searchConsignmentRows). Their
 * keys come back only when they fit under the cap: over it, the page is found another way.
 */
function termHitsQuery(db: DbOrTx, scope: search.ScopeShape, where: SQL, cap: number, rare: boolean) {
  const found = sql`(with ${search.scopeCtes(scope)}, hits as (${search.hitsOf(where, cap + 1, rare ? 'rare' : 'common')}),
      counted as (select count(*)::int as n from hits)
    select (select count(*) from held)::int as held_count, (${search.orgHeldOf(scope)})::int as org_held,
      array(select id from scope) as scope_ids, (select n from counted) as counted,
      case when (select n from counted) <= ${search.whole(cap)} then array(select id from hits) end as ids) as found`;
  return db
    .select({
      heldCount: sql<number>`found.held_count`.mapWith(Number),
      orgHeld: sql<number>`found.org_held`.mapWith(Number),
      scopeIds: sql<number[]>`found.scope_ids`,
      counted: sql<number>`found.counted`.mapWith(Number),
      ids: sql<number[] | null>`found.ids`,
    })
    .from(found);
}

type TermHitsStatement = ReturnType<ReturnType<typeof termHitsQuery>['prepare']>;

/** Shapes kept per process; past this, a new shape is built for its request. */
const MAX_SHAPES = 200;
const keptShapes = perDatabase(() => new Map<string, TermHitsStatement>());

/**
 * The keys of a text search's first `cap + 1` matches, in no order, and its scope's checks. Built once per shape
 * and run unnamed (drizzle's empty name is PostgreSQL's unnamed statement), so each term is planned for itself:
 * a small statement, cheap to plan, where planning the whole page for each term cost more than running it.
 */
export async function termHits(
  db: DbOrTx,
  scope: search.SearchScope,
  filter: Omit<ConsignmentFilter, 'siteIds'>,
  cap: number,
) {
  const { where, values, shape, key: shapeKey } = search.boundSearch(scope, filter);
  const key = `${shapeKey} ${cap}`;
  const kept = keptShapes(db);
  let statement = kept.get(key);
  if (!statement) {
    // the terms must all match: one that asks the index for a narrower probe makes the matches few
    const rare = (filter.terms ?? []).some((term) => termShape(term) === 'probe');
    statement = termHitsQuery(db, shape, where, cap, rare).prepare('');
    if (kept.size < MAX_SHAPES) kept.set(key, statement);
  }
  const [found] = await statement.execute(values);
  return {
    heldCount: found?.heldCount ?? 0,
    organisationHeld: (found?.orgHeld ?? 0) > 0,
    scopeSiteIds: (found?.scopeIds ?? []).map(Number),
    counted: found?.counted ?? 0,
    ids: (found?.ids ?? []).map(Number),
  };
}
