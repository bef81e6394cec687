import { consignmentSortAliases, movementTypes } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';
import { DEFAULT_PAGE_SIZE } from '@freight/rules';
import { pagingParams, parsePaging } from '../../../shared/lib/list-paging';
import type { QueryParams } from '../../../shared/lib/query-string';

/** The two consignment lists: ready to manifest (spec 2, M07-M08) and tracking (M13, S09-S10). */
export type ConsignmentListKind = 'readyToManifest' | 'track' | 'issues' | 'awaitingRelease';

/** A list as its URL keeps it, so a reload, a link or Back shows the same consignments. */
export interface ConsignmentListState {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** One U32 sort key, '-' first for descending. */
  sort: string;
  type: MovementType | null;
  /** YYYY-MM-DD: the one dispatch date ready to manifest asks for (M08). */
  dispatchDate: string | null;
  /** Agreed service ids (URL `service`, M08). */
  services: string[];
  carriers: string[];
  receiver: string;
  /** With (true) or without (false) dangerous goods; null for both. */
  dangerousGoods: boolean | null;
  search: string;
  etaFrom: string | null;
  etaTo: string | null;
  /** Spec 9 (S09, S10): not fully delivered, ETA from six months back to yesterday. */
  overdue: boolean;
}

/** A choice of a list filter (a service, a carrier). */
export interface FilterOption {
  value: string;
  label: string;
}

/** Newest dispatch first: the URL builder's default (M45) names it `-dispatchDate,-updated`. */
export const DEFAULT_LIST_SORT = '-date';
const DEFAULT_API_SORT = '-dispatchDate,-updated';
/** U32: the keys a list may sort by (the API's other aliases, updated and dispatchDate, are not columns). */
export const listSortKeys = consignmentSortAliases.filter(
  (key) => key !== 'updated' && key !== 'dispatchDate',
);

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isSort = (value: string | null): value is string =>
  value !== null && (listSortKeys as readonly string[]).includes(value.replace(/^-/, ''));
const ids = (value: string | null): string[] =>
  [...new Set((value ?? '').split(',').map((part) => part.trim()))].filter((part) =>
    /^[1-9]\d{0,9}$/.test(part),
  );
const text = (value: string | null, max = 100): string => (value ?? '').trim().slice(0, max);

/** Reads a list's state from its query string; anything unknown falls back to the default. */
export function parseListQuery(
  search: URLSearchParams,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): ConsignmentListState {
  const sort = search.get('sort');
  const dispatchDate = search.get('dispatchDate');
  const etaFrom = search.get('etaFrom');
  const etaTo = search.get('etaTo');
  const dg = search.get('dg');
  return {
    ...parsePaging(search, defaultPageSize),
    sort: isSort(sort) ? sort : DEFAULT_LIST_SORT,
    type: movementTypes.find((type) => type === search.get('type')) ?? null,
    dispatchDate: isDay(dispatchDate) ? dispatchDate : null,
    services: ids(search.get('service')),
    carriers: ids(search.get('carrier')),
    receiver: text(search.get('receiver')),
    dangerousGoods: dg === 'true' ? true : dg === 'false' ? false : null,
    search: text(search.get('search')),
    etaFrom: isDay(etaFrom) ? etaFrom : null,
    etaTo: isDay(etaTo) ? etaTo : null,
    overdue: search.get('overdue') === 'true',
  };
}

/** The query string of a list state; defaults are left out (spec 5.1 drops empty values). */
export function listQueryParams(
  state: ConsignmentListState,
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): QueryParams {
  return {
    type: state.type,
    dispatchDate: state.dispatchDate,
    service: state.services,
    carrier: state.carriers,
    receiver: state.receiver,
    dg: state.dangerousGoods === null ? null : String(state.dangerousGoods),
    search: state.search,
    etaFrom: state.etaFrom,
    etaTo: state.etaTo,
    overdue: state.overdue ? 'true' : null,
    sort: state.sort !== DEFAULT_LIST_SORT ? state.sort : null,
    ...pagingParams(state, defaultPageSize),
  };
}

/** True when any filter narrows the list (the empty list then says so). */
export function isFiltered(state: ConsignmentListState): boolean {
  return (
    state.type !== null ||
    state.dispatchDate !== null ||
    state.services.length > 0 ||
    state.carriers.length > 0 ||
    state.receiver !== '' ||
    state.dangerousGoods !== null ||
    state.search !== '' ||
    state.etaFrom !== null ||
    state.etaTo !== null ||
    state.overdue
  );
}

/** U33, U34: the chosen key, then `updated` descending to break ties; M45 when none is chosen. */
export function apiSort(sort: string): string {
  return sort === DEFAULT_LIST_SORT ? DEFAULT_API_SORT : `${sort},-updated`;
}

/** Whose consignments: a site's, or those of the organisation's sites the user holds (M58: never none). */
export type ListScope = { siteIds: readonly string[] } | { organisationId: string };

/** Spec 7 (M42, U31): the search's filters, without paging; the CSV export (M43) asks the same. */
export function listFilterParams(
  kind: ConsignmentListKind,
  scope: ListScope,
  state: ConsignmentListState,
): QueryParams {
  return {
    ...('siteIds' in scope
      ? { 'filter[site.id]': scope.siteIds }
      : { 'filter[organisation.id]': scope.organisationId }),
    'filter[readyToManifest]': kind === 'readyToManifest' || kind === 'awaitingRelease' ? 'true' : null,
    // Resolve consignment issues (DESIGN 5): those with issues, and issue-free ones the manual policy holds
    ...(kind === 'issues' ? { 'filter[issues]': 'true' } : {}),
    ...(kind === 'awaitingRelease' ? { 'filter[transferPolicy]': 'manual' } : {}),
    'filter[overdue]': kind === 'track' && state.overdue ? 'true' : null,
    'filter[type]': state.type,
    'filter[dispatchDate]': state.dispatchDate,
    'filter[eta][start]': state.etaFrom,
    'filter[eta][end]': state.etaTo,
    'filter[agreedService.id]': state.services,
    'filter[carrier.id]': state.carriers,
    'filter[receiver.name]': state.receiver,
    'filter[hasDangerousGoods]': state.dangerousGoods === null ? null : String(state.dangerousGoods),
    search: state.search,
    sort: apiSort(state.sort),
  };
}

/** The search of one page of a list. */
export function listApiQuery(
  kind: ConsignmentListKind,
  scope: ListScope,
  state: ConsignmentListState,
): QueryParams {
  return {
    ...listFilterParams(kind, scope, state),
    'page[limit]': state.pageSize,
    'page[offset]': state.page * state.pageSize,
  };
}
