import { sql, type SQL } from 'drizzle-orm';
import type { ConsignmentSortAlias, SortKey } from '@freight/contracts';
import { consignments, consignmentTrackingEvents } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import { PREPARED_BY_TEXT } from '../../platform/db/statements-by-text';
import type { DbOrTx } from '../../platform/db/transaction';
import { orderOf, type ConsignmentFilter } from './consignment-list.repository';
import {
  boundSearch,
  hitsOf,
  orgHeldOf,
  scopeCtes,
  whole,
  type ScopeShape,
  type SearchScope,
} from './consignment-search-scope';
import { summaryColumns } from './consignment-summary-columns';
import { termHits } from './consignment-term-hits';
import type { TrackingEventRow } from './tracking-events.repository';

const c = consignments;
const e = consignmentTrackingEvents;

/**
 * What the search's inner steps carry of each row: its key, its site and the columns any order sorts by. The
 * page's rows are read whole once, by key, at the end; carrying whole rows through `hits` (up to 1,001 of them,
 * with their parties and lines) took about half of a common term's time (measured on 1,000,000 consignments).
 */
const stepColumns = sql.join(
  [
    c.id,
    c.siteId,
    c.updatedAt,
    c.dispatchDate,
    c.references,
    c.consignmentNo,
    c.carrierName,
    c.senderName,
    c.receiverName,
    c.eta,
    c.itemQuantity,
    c.volume,
    c.weight,
  ].map((column) => sql`${c}.${sql.identifier(column.name)}`),
  sql`, `,
);

/** The latest event's columns, named apart from the consignment's. */
const eventColumns = {
  id: sql<number | null>`page.event_id`,
  type: sql<TrackingEventRow['type']>`page.event_type`,
  occurredAt: sql`page.event_occurred_at`.mapWith(e.occurredAt),
  description: sql<string>`page.event_description`,
  location: sql<string | null>`page.event_location`,
  documentId: sql<string | null>`page.event_document_id`,
  reason: sql<string | null>`page.event_reason`,
  eta: sql<string | null>`page.event_eta`,
};

/**
 * One page of a consignment search, with its scope's checks and the count up to the cap, in ONE statement. Every
 * value but the page's is a placeholder, so a statement is built once per shape (which filters, which sort, sites
 * or organisation named, which page) and run with the request's values (see searchConsignmentRows):
 *
 * - `held`: the sites asked for that the user holds (all they hold when none are named); `scope` narrows to the
 *   organisation. The caller compares `held_count` with what it asked for, so a site not held is a 403, and
 *   `org_held` says whether the organisation is the user's at all.
 * - `hits`: the keys of the first `cap + 1` matches in no order, from the `(site_id, search_text)` trigram index
 *   for a term, else from a site index (index only where one covers the filter); `counted` is how many.
 * - `page`: when the matches fit under the cap they are all in `hits` and only they are read and sorted (a rare
 *   term never walks the sort order). Over the cap the matches are dense: newest first, one walk of the newest
 *   across the sites (`consignments_updated_idx`); in another order each site's first `offset + limit` rows come
 *   from its own order through a LATERAL subquery and merge (DESIGN 6a). The guard on `counted` is a one-time
 *   filter, so only one branch runs.
 * - the page's rows come back with their site, organisation and newest tracking event, and one row of nulls
 *   when the page is empty, so the counts always come back.
 */
export function searchConsignmentQuery(
  db: DbOrTx,
  scope: ScopeShape,
  where: SQL,
  sort: readonly SortKey<ConsignmentSortAlias>[],
  page: { limit: number; offset: number; cap: number; overCap?: boolean },
  keepPlan: boolean,
) {
  const order = sql.join(orderOf(sort), sql`, `);
  // a text search that termHits found over the cap need not find its matches again
  const counting = page.overCap
    ? sql`hits as (select null::int as id where false), counted as (select ${whole(page.cap + 1)} as n)`
    : sql`hits as (${hitsOf(where, page.cap + 1, scope.term ? 'common' : 'none')}), counted as (select count(*)::int as n from hits)`;
  const cap = whole(page.cap);
  const limit = sql`limit ${whole(page.limit)} offset ${whole(page.offset)}`;
  // over the cap, in the newest-first order: one walk of the newest across the sites (the matches are dense);
  // in any other order, each site's first rows from its own order, merged (DESIGN 6a)
  const newestFirst = sort[0]?.key === 'updated' && sort[0].descending;
  const denseBranch = newestFirst
    ? sql`select ${stepColumns} from ${c} where ${c.siteId} in (select id from scope) and ${where}
        and (select n from counted) > ${cap}
        order by ${order} ${limit}`
    : sql`select ${stepColumns} from scope cross join lateral (
          select * from ${c} where ${c.siteId} = scope.id and ${where}
          order by ${order} limit ${whole(page.offset + page.limit)}) as ${c}
        where (select n from counted) > ${cap}
        order by ${order} ${limit}`;
  const statement = sql`( ${keepPlan ? PREPARED_BY_TEXT : sql``}
    with ${scopeCtes(scope)},
    ${counting},
    page as (
      (select ${stepColumns} from ${c} where ${c.id} in (select id from hits) and (select n from counted) <= ${cap}
        order by ${order} ${limit})
      union all
      (${denseBranch})
    )
    select ${c}.id, scope.name as site_name, scope.organisation_id as site_organisation_id,
      scope.organisation_name as site_organisation_name,
      latest.id as event_id, latest.type as event_type, latest.occurred_at as event_occurred_at,
      latest.description as event_description, latest.location as event_location,
      latest.document_id as event_document_id, latest.reason as event_reason, latest.eta as event_eta,
      (select count(*) from held)::int as held_count, (${orgHeldOf(scope)})::int as org_held,
      (select n from counted) as counted, array(select id from scope) as scope_ids
    from (select 1) as one
    left join (page as ${c} join scope on scope.id = ${c.siteId}) on true
    left join lateral (select * from ${e} where ${e.consignmentId} = ${c.id}
      order by ${e.occurredAt} desc, ${e.id} desc limit 1) as latest on true
  ) as page`;
  // the page's rows joined back by key, only what a list row shows; the right join keeps the row of counts when
  // the page is empty
  return db
    .select({
      consignment: summaryColumns,
      // the page's own key: null on the row of counts alone
      present: sql<number | null>`page.id`,
      siteName: sql<string>`page.site_name`,
      organisationId: sql<number>`page.site_organisation_id`.mapWith(Number),
      organisationName: sql<string>`page.site_organisation_name`,
      event: eventColumns,
      heldCount: sql<number>`page.held_count`.mapWith(Number),
      orgHeld: sql<number>`page.org_held`.mapWith(Number),
      counted: sql<number>`page.counted`.mapWith(Number),
      scopeIds: sql<number[]>`page.scope_ids`,
    })
    .from(c)
    .rightJoin(statement, sql`page.id = ${c.id}`)
    .orderBy(...orderOf(sort));
}

type SearchStatement = ReturnType<typeof searchConsignmentQuery>;
type PreparedSearch = ReturnType<SearchStatement['prepare']>;

/** Shapes built per process; past this, a new shape is built for its request, so what is kept stays bounded. */
const MAX_SHAPES = 200;
/** One name per shape in the process, so a name never stands for two texts on a connection. */
const shapeNames = new Map<string, string>();
const preparedShapes = perDatabase(() => new Map<string, PreparedSearch>());

/**
 * The shape's statement, built once. Named, PostgreSQL keeps its plan on each connection; unnamed (drizzle's
 * empty name is PostgreSQL's unnamed statement), it is planned at each run for the values it runs with.
 */
function preparedFor(
  db: DbOrTx,
  shape: string,
  named: boolean,
  build: () => SearchStatement,
): PreparedSearch | undefined {
  const prepared = preparedShapes(db);
  const found = prepared.get(shape);
  if (found) return found;
  let name = shapeNames.get(shape);
  if (name === undefined) {
    if (shapeNames.size >= MAX_SHAPES) return undefined;
    name = `consignment_search_${shapeNames.size + 1}`;
    shapeNames.set(shape, name);
  }
  const statement = build().prepare(named ? name : '');
  prepared.set(shape, statement);
  return statement;
}

/** A search page's statement, built with placeholders, and the values they take (bench/search.ts explains it). */
export function searchStatement(
  db: DbOrTx,
  scope: SearchScope,
  filter: Omit<ConsignmentFilter, 'siteIds'>,
  sort: readonly SortKey<ConsignmentSortAlias>[],
  page: { limit: number; offset: number; overCap?: boolean },
  cap: number,
) {
  const { where, values, shape: shapeOfScope, key } = boundSearch(scope, filter);
  const build = (keepPlan: boolean) =>
    searchConsignmentQuery(db, shapeOfScope, where, sort, { ...page, cap }, keepPlan);
  return { build, values, shapeOfScope, key: JSON.stringify([key, sort, page, cap]) };
}

/**
 * One page of a consignment search (see searchConsignmentQuery), with its counts. A text search first finds its
 * matches up to the cap (termHits, planned for its term); when they fit under it, the page is read by their keys,
 * the term left out, through the prepared statement of a filter by ids. A term with more matches than the cap
 * has its page planned for it, to walk the chosen order rather than read every match, without finding them again.
 */
export async function searchConsignmentRows(...search: Parameters<typeof searchStatement>) {
  const [db, scope, filter, sort, page, cap] = search;
  if (!filter.terms?.length) return pageRows(...search);
  const { ids, ...found } = await termHits(db, scope, filter, cap);
  if (found.counted > cap) return pageRows(db, scope, filter, sort, { ...page, overCap: true }, cap);
  if (ids.length === 0) return { ...found, rows: [] };
  const { terms: _matched, ...rest } = filter;
  return pageRows(db, scope, { ...rest, ids }, sort, page, cap);
}

/**
 * The page's statement is built once per shape of request (building it cost about 0.5 ms of Node a page, 1.7 ms
 * with a term). Without a term it is prepared and keeps its plan; with one it runs unnamed, planned for its term.
 */
async function pageRows(...search: Parameters<typeof searchStatement>) {
  const { build, values, shapeOfScope, key } = searchStatement(...search);
  const prepared = preparedFor(search[0], key, !shapeOfScope.term, () => build(false));
  // a shape past the bound keeps its plan by text, but a term's statement is still planned for its term
  const rows = await (prepared ?? build(!shapeOfScope.term)).execute(values);
  const first = rows[0];
  return {
    heldCount: first?.heldCount ?? 0,
    organisationHeld: (first?.orgHeld ?? 0) > 0,
    counted: first?.counted ?? 0,
    /** The sites searched: what the page shows depends on theirs alone. */
    scopeSiteIds: (first?.scopeIds ?? []).map(Number),
    rows: rows.flatMap(({ consignment, present, siteName, organisationId, organisationName, event }) =>
      present === null || consignment === null
        ? []
        : [
            {
              consignment,
              siteName,
              organisationId,
              organisationName,
              latestEvent: latestEventOf(consignment.id, event),
            },
          ],
    ),
  };
}

function latestEventOf(
  consignmentId: number,
  event: Omit<TrackingEventRow, 'consignmentId' | 'carrierId' | 'carrierEventId' | 'createdAt' | 'id'> & {
    id: number | null;
  },
): TrackingEventRow | undefined {
  if (event.id === null) return undefined;
  return {
    ...event,
    id: Number(event.id),
    consignmentId,
    carrierId: null,
    carrierEventId: null,
    createdAt: event.occurredAt,
  };
}
