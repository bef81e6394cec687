import { ESTIMATE_DEFAULT_SORT, estimateSortAliases, movementTypes } from '@freight/contracts';
import type { EstimateSearchRequest, MovementType } from '@freight/contracts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES } from '@freight/rules';
import type { QueryParams } from '../../../shared/lib/query-string';

/** Manage estimates as its URL keeps it, so a reload, a link or Back shows the same list. */
export interface ManageQuery {
  /** Zero-based. */
  page: number;
  pageSize: number;
  sort: string;
  type: MovementType | null;
  /** YYYY-MM-DD, inclusive. */
  createdFrom: string | null;
  createdTo: string | null;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isSort = (value: string | null): value is string =>
  value !== null && (estimateSortAliases as readonly string[]).includes(value.replace(/^-/, ''));

/** Reads the list's state from the query string; anything unknown falls back to the default. */
export function parseManageQuery(
  search: URLSearchParams,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ManageQuery {
  const page = Number(search.get('page'));
  const size = Number(search.get('pageSize'));
  const type = movementTypes.find((t) => t === search.get('type')) ?? null;
  const sort = search.get('sort');
  const from = search.get('createdFrom');
  const to = search.get('createdTo');
  return {
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: PAGE_SIZE_CHOICES.find((choice) => choice === size) ?? defaultPageSize,
    sort: isSort(sort) ? sort : ESTIMATE_DEFAULT_SORT,
    type,
    createdFrom: isDay(from) ? from : null,
    createdTo: isDay(to) ? to : null,
  };
}

/** The query string of a list state; defaults are left out (spec 5.1 drops empty values). */
export function manageQueryParams(
  query: ManageQuery,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): QueryParams {
  return {
    page: query.page > 0 ? query.page + 1 : null,
    pageSize: query.pageSize !== defaultPageSize ? query.pageSize : null,
    sort: query.sort !== ESTIMATE_DEFAULT_SORT ? query.sort : null,
    type: query.type,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
  };
}

/** Whose estimates are listed: a site's, or (org context) those of the organisation's sites the user holds. */
export type ManageSearchScope = { siteIds: string[] } | { organisationId: string };

/** Spec 7 (L15): the search body of the list, createdAt as a range of whole Melbourne days. */
export function manageSearchRequest(scope: ManageSearchScope, query: ManageQuery): EstimateSearchRequest {
  const createdAt =
    query.createdFrom || query.createdTo
      ? {
          ...(query.createdFrom ? { from: query.createdFrom } : {}),
          ...(query.createdTo ? { to: query.createdTo } : {}),
        }
      : undefined;
  return {
    filter: {
      ...scope,
      ...(query.type ? { type: query.type } : {}),
      ...(createdAt ? { createdAt } : {}),
    },
    page: { limit: query.pageSize, offset: query.page * query.pageSize },
    sort: query.sort,
  };
}
