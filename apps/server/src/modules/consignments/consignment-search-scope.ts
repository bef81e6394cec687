import { sql, type SQL } from 'drizzle-orm';
import { consignments, memberships, organisations, sites } from '../../db/schema';
import {
  filterConditions,
  filterShape,
  placeholderValues,
  type ConsignmentFilter,
} from './consignment-list.repository';

/** Which parts of a search's scope its statement names: sites asked for, an organisation, a text term. */
export interface ScopeShape {
  siteIds: boolean;
  organisationId: boolean;
  term: boolean;
}

const c = consignments;

/** Whose sites a search reads: the ids asked for, else all the user holds; narrowed to an organisation if named. */
export interface SearchScope {
  userId: string;
  siteIds?: readonly number[];
  organisationId?: number;
}

/** What of the scope and the filter shapes a search statement's text. */
export const scopeShapeOf = (scope: SearchScope, terms: readonly string[] | undefined): ScopeShape => ({
  siteIds: scope.siteIds !== undefined,
  organisationId: scope.organisationId !== undefined,
  term: (terms?.length ?? 0) > 0,
});

/** A PostgreSQL int[] literal of the ids, for a placeholder. */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The statement's own placeholders: the user and the scope. */
export const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * A search's filter as placeholders: its conditions, the value of every placeholder (the scope's among them),
 * and what shapes the statement's text, the key of a statement built once.
 */
export function boundSearch(scope: SearchScope, filter: Omit<ConsignmentFilter, 'siteIds'>) {
  const bind = placeholderValues();
  const where = filterConditions(filter, bind) ?? sql`true`;
  const values = {
    ...bind.values,
    userId: scope.userId,
    siteIds: scope.siteIds ? intArray(scope.siteIds) : undefined,
    organisationId: scope.organisationId,
  };
  const shape = scopeShapeOf(scope, filter.terms);
  return { where, values, shape, key: JSON.stringify([filterShape(filter), shape]) };
}

/**
 * The page and the cap are written into the text: with them as parameters PostgreSQL's generic plan assumed a
 * tenth of the rows for every LIMIT and was never preferred, so each page was planned anew (1.3 to 2 ms of its
 * CPU over 1,000,000 consignments, against 1.4 ms to run it).
 */
export const whole = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * The CTEs `held` (the sites asked for that the user holds, all they hold when none are named, with their
 * organisation) and `scope` (those narrowed to the organisation named).
 */
export function scopeCtes(scope: ScopeShape): SQL {
  const requested = scope.siteIds ? sql`and s.id = any(${p('siteIds', 'int[]')})` : sql``;
  const inOrganisation = scope.organisationId
    ? sql`organisation_id = ${p('organisationId', 'int')}`
    : sql`true`;
  return sql`held as (
      select s.id, s.name, s.organisation_id, o.name as organisation_name
      from ${memberships} m join ${sites} s on s.id = m.site_id join ${organisations} o on o.id = s.organisation_id
      where m.user_id = ${p('userId', 'uuid')} ${requested}
    ),
    scope as (select * from held where ${inOrganisation})`;
}

/** How many sites of the organisation named the user holds (1 when none is named). */
export function orgHeldOf(scope: ScopeShape): SQL {
  return scope.organisationId
    ? sql`(select count(*) from ${memberships} m join ${sites} s on s.id = m.site_id
          where m.user_id = ${p('userId', 'uuid')} and s.organisation_id = ${p('organisationId', 'int')})`
    : sql`1`;
}

/**
 * The keys of the first `limit` matches, in no order the caller relies on. Without a term, from whichever site
 * index covers the filter. With one, each site's matches in its newest-first order: the planner, which plans a
 * term's statement for that term, then walks the site's order and stops at the limit when the term is common (a
 * bitmap of a common term's every match cost 45 ms of a site of 250,000), and takes the trigram index when rare.
 * A term known to be rare (a consignment number's digits, see narrowerProbe) asks the trigram index once for
 * every site: once a site, 100 sites took 144 ms for one match, against 2 ms.
 */
export function hitsOf(where: SQL, limit: number, term: 'none' | 'common' | 'rare'): SQL {
  if (term !== 'common')
    return sql`select ${c.id} from ${c} where ${c.siteId} in (select id from scope) and ${where} limit ${whole(limit)}`;
  return sql`select hit.id from scope cross join lateral (
      select ${c.id} from ${c} where ${c.siteId} = scope.id and ${where}
      order by ${c.updatedAt} desc nulls last limit ${whole(limit)}) as hit
    limit ${whole(limit)}`;
}
