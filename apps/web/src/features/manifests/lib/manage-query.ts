import { manifestSortAliases, manifestStatuses, movementTypes } from '@freight/contracts';
import type { ManifestSearchRequest, ManifestStatus, MovementType } from '@freight/contracts';
import type { PageSize } from '@freight/rules';
import { dayRange } from '../../../shared/lib/day-range';
import { pagingParams, parsePaging } from '../../../shared/lib/list-paging';

/** What Manage manifests shows, as its URL says. */
export interface ManageQuery {
  siteId: string | null;
  status: ManifestStatus | null;
  type: MovementType | null;
  serviceId: string | null;
  dangerousGoods: boolean | null;
  createdFrom: string | null;
  createdTo: string | null;
  sort: string;
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_MANIFEST_SORT = '-created';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (value: string | null) => (value && DATE.test(value) ? value : null);
const id = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? value : null);
/** A sort the search knows ("weight", "-created"); any other in the address falls back to the default. */
const sortOf = (value: string | null) =>
  manifestSortAliases.some((alias) => value === alias || value === `-${alias}`) && value
    ? value
    : DEFAULT_MANIFEST_SORT;

export function parseManageQuery(params: URLSearchParams, defaultPageSize: PageSize): ManageQuery {
  const dg = params.get('dangerousGoods');
  // a range given back to front in the address is the same days
  const [createdFrom, createdTo] = [date(params.get('createdFrom')), date(params.get('createdTo'))].sort(
    (a, b) => (a && b ? a.localeCompare(b) : 0),
  );
  return {
    siteId: id(params.get('siteId')),
    status: manifestStatuses.find((s) => s === params.get('status')) ?? null,
    type: movementTypes.find((t) => t === params.get('type')) ?? null,
    serviceId: id(params.get('serviceId')),
    dangerousGoods: dg === 'true' ? true : dg === 'false' ? false : null,
    createdFrom: createdFrom ?? null,
    createdTo: createdTo ?? null,
    sort: sortOf(params.get('sort')),
    ...parsePaging(params, defaultPageSize),
  };
}

/** True when a filter narrows the list (the empty list then says so). */
export const isManageFiltered = (query: ManageQuery): boolean =>
  [
    query.siteId,
    query.status,
    query.type,
    query.serviceId,
    query.dangerousGoods,
    query.createdFrom,
    query.createdTo,
  ].some((value) => value !== null);

/** The URL's parameters; defaults are left out. */
export function manageQueryParams(query: ManageQuery, defaultPageSize: PageSize) {
  return {
    siteId: query.siteId,
    status: query.status,
    type: query.type,
    serviceId: query.serviceId,
    dangerousGoods: query.dangerousGoods === null ? null : String(query.dangerousGoods),
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    sort: query.sort === DEFAULT_MANIFEST_SORT ? null : query.sort,
    ...pagingParams(query, defaultPageSize),
  };
}

/** Spec 7 (O13, O14): the search of the screen's context and filters. */
export function manageSearchRequest(
  scope: { siteIds: string[] } | { organisationId: string },
  query: ManageQuery,
): ManifestSearchRequest {
  const created = dayRange(query.createdFrom, query.createdTo);
  return {
    filter: {
      ...('siteIds' in scope ? { siteIds: scope.siteIds } : { organisationId: scope.organisationId }),
      ...(query.siteId ? { siteIds: [query.siteId] } : {}),
      ...(query.status ? { status: [query.status] } : {}),
      ...(query.type ? { consignmentTypes: [query.type] } : {}),
      ...(query.serviceId ? { agreedServiceIds: [query.serviceId] } : {}),
      ...(query.dangerousGoods === null ? {} : { hasDangerousGoods: query.dangerousGoods }),
      ...(created ? { created } : {}),
    },
    page: { offset: query.page * query.pageSize, limit: query.pageSize },
    sort: query.sort,
  };
}
