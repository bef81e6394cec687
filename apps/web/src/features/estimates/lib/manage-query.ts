import {
  ESTIMATE_DEFAULT_SORT,
  ESTIMATE_MAX_SEARCH_LENGTH,
  ESTIMATE_MAX_SITES,
  estimateSortAliases,
  movementTypes,
} from '@freight/contracts';
import type { EstimateSearchRequest, MovementType } from '@freight/contracts';
import { DEFAULT_PAGE_SIZE } from '@freight/rules';
import { dayRange } from '../../../shared/lib/day-range';
import { pagingParams, parsePaging } from '../../../shared/lib/list-paging';
import type { QueryParams } from '../../../shared/lib/query-string';

/** Manage estimates as its URL keeps it, so a reload, a link or Back shows the same list. */
export interface ManageQuery {
  /** Zero-based. */
  page: number;
  pageSize: number;
  sort: string;
  type: MovementType | null;
  /** Words to find in the number, references and parties; empty for none. */
  search: string;
  /** YYYY-MM-DD, inclusive. */
  createdFrom: string | null;
  createdTo: string | null;
  /** Org context: the sites chosen; none means every site of the organisation the user holds. */
  siteIds: string[];
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isSort = (value: string | null): value is string =>
  value !== null && (estimateSortAliases as readonly string[]).includes(value.replace(/^-/, ''));

/** Reads the list's state from the query string; anything unknown falls back to the default. */
export function parseManageQuery(
  search: URLSearchParams,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ManageQuery {
  const type = movementTypes.find((t) => t === search.get('type')) ?? null;
  const sort = search.get('sort');
  const from = search.get('createdFrom');
  const to = search.get('createdTo');
  const sites = (search.get('sites') ?? '').split(',').filter((id) => /^\d+$/.test(id));
  return {
    ...parsePaging(search, defaultPageSize),
    sort: isSort(sort) ? sort : ESTIMATE_DEFAULT_SORT,
    type,
    search: (search.get('search') ?? '').trim().slice(0, ESTIMATE_MAX_SEARCH_LENGTH),
    createdFrom: isDay(from) ? from : null,
    createdTo: isDay(to) ? to : null,
    siteIds: [...new Set(sites)],
  };
}

/** The query string of a list state; defaults are left out (spec 5.1 drops empty values). */
export function manageQueryParams(
  query: ManageQuery,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): QueryParams {
  return {
    ...pagingParams(query, defaultPageSize),
    sort: query.sort !== ESTIMATE_DEFAULT_SORT ? query.sort : null,
    type: query.type,
    search: query.search || null,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    sites: query.siteIds.length > 0 ? query.siteIds.join(',') : null,
  };
}

/** Whose estimates are listed: a site's, or (org context) those of the organisation's sites the user holds. */
export type ManageSearchScope = { siteIds: string[] } | { organisationId: string };

/** Whether anything narrows the list, so an empty one says that no estimate matches rather than none exist. */
export const isFiltered = (query: ManageQuery) =>
  query.type !== null ||
  query.search !== '' ||
  query.createdFrom !== null ||
  query.createdTo !== null ||
  query.siteIds.length > 0;

/** Spec 5 (L26): more sites chosen than one search may take. */
export const tooManySites = (query: ManageQuery) => query.siteIds.length > ESTIMATE_MAX_SITES;

/** Spec 7 (L15): the search body of the list, createdAt as a range of whole Melbourne days. */
export function manageSearchRequest(scope: ManageSearchScope, query: ManageQuery): EstimateSearchRequest {
  const createdAt = dayRange(query.createdFrom, query.createdTo);
  return {
    filter: {
      // org context with sites chosen searches those sites only
      ...('organisationId' in scope && query.siteIds.length > 0 ? { siteIds: query.siteIds } : scope),
      ...(query.type ? { type: query.type } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(createdAt ? { createdAt } : {}),
    },
    page: { limit: query.pageSize, offset: query.page * query.pageSize },
    sort: query.sort,
  };
}
