import {
  ORDER_DEFAULT_SORT,
  orderSortAliases,
  type OrderListQueryInput,
  type OrderStatus,
} from '@freight/contracts';
import type { PageSize } from '@freight/rules';
import { pagingParams, parsePaging } from '../../../shared/lib/list-paging';
import type { QueryParams } from '../../../shared/lib/query-string';

/** What the Manage orders URL holds: search, filters, sort and page. */
export interface OrdersQuery {
  search: string;
  receiver: string;
  from: string;
  to: string;
  status: OrderStatus;
  sort: string;
  page: number;
  pageSize: PageSize;
}

const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const knownSort = (value: string | null) =>
  value && orderSortAliases.some((alias) => alias === value.replace(/^-/, '')) ? value : ORDER_DEFAULT_SORT;

export function parseOrdersQuery(params: URLSearchParams, defaultPageSize: PageSize): OrdersQuery {
  return {
    // no more than the server searches by, however long the address's
    search: params.get('q')?.trim().slice(0, 100) ?? '',
    receiver: params.get('receiver')?.trim().slice(0, 100) ?? '',
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    status: params.get('status') === 'converted' ? 'converted' : 'open',
    sort: knownSort(params.get('sort')),
    ...parsePaging(params, defaultPageSize),
  };
}

/** The URL of a query; defaults are left out so a plain list has a plain address. */
export function ordersQueryParams(query: OrdersQuery, defaultPageSize: PageSize): QueryParams {
  return {
    q: query.search,
    receiver: query.receiver,
    from: query.from,
    to: query.to,
    status: query.status === 'open' ? '' : query.status,
    sort: query.sort === ORDER_DEFAULT_SORT ? '' : query.sort,
    ...pagingParams(query, defaultPageSize),
  };
}

/** The API query of a screen's query in its scope. */
export function ordersApiQuery(
  scope: { siteId: string } | { organisationId: string },
  query: OrdersQuery,
): OrderListQueryInput {
  return {
    ...('siteId' in scope
      ? { availableAtSiteId: scope.siteId }
      : { 'filter[organisation.id]': scope.organisationId }),
    'filter[status]': query.status,
    ...(query.from ? { 'filter[dispatchDate][start]': query.from } : {}),
    ...(query.to ? { 'filter[dispatchDate][end]': query.to } : {}),
    ...(query.receiver ? { 'filter[receiver.name]': query.receiver } : {}),
    ...(query.search ? { search: query.search } : {}),
    sort: query.sort,
    'page[limit]': String(query.pageSize),
    'page[offset]': String(query.page * query.pageSize),
  };
}

export const isFiltered = (query: OrdersQuery) =>
  Boolean(query.search || query.receiver || query.from || query.to);
