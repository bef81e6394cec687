import { CONSIGNMENT_MAX_SITE_IDS, GLOBAL_SEARCH_PAGE_SIZE, searchEndpoints } from '@freight/contracts';
import type { ConsignmentSearchResponse } from '@freight/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export const searchKeys = {
  all: ['search'] as const,
  text: (siteIds: readonly string[], text: string) => ['search', 'text', siteIds, text] as const,
  ids: (ids: readonly string[], siteIds: readonly string[]) => ['search', 'ids', ids, siteIds] as const,
};

/** At most 100 site ids a search (document 3, 9); the header search says so instead of searching more. */
export const tooManySitesToSearch = (siteIds: readonly string[]) => siteIds.length > CONSIGNMENT_MAX_SITE_IDS;
const siteList = (siteIds: readonly string[]) => siteIds.slice(0, CONSIGNMENT_MAX_SITE_IDS).join(',');

/**
 * Document 3 (2, 5, 9): the header search, 30 a page over every site given; the next page starts where the
 * loaded ones end, until the count is reached.
 */
export const globalSearchQueryOptions = (siteIds: readonly string[], text: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.text(siteIds, text),
    queryFn: ({ pageParam, signal }): Promise<ConsignmentSearchResponse> =>
      callEndpoint(searchEndpoints.consignments, {
        query: {
          'filter[site.id]': siteList(siteIds),
          // U35: a global search runs with a service filter; the header searches every service
          'filter[agreedService.id]': 'all',
          search: text,
          'page[limit]': String(GLOBAL_SEARCH_PAGE_SIZE),
          'page[offset]': String(pageParam),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.meta.startIndex + last.data.length;
      return last.data.length > 0 && next < last.meta.totalItems ? next : undefined;
    },
    retry: false,
  });

export const useGlobalSearch = (siteIds: readonly string[], text: string, enabled: boolean) =>
  useInfiniteQuery({
    ...globalSearchQueryOptions(siteIds, text),
    enabled: enabled && siteIds.length > 0 && !tooManySitesToSearch(siteIds),
  });

/** U21, U30: the recently viewed consignments read again by their ids, each on its own site. */
export const consignmentsByIdQueryOptions = (ids: readonly string[], siteIds: readonly string[]) =>
  queryOptions({
    queryKey: searchKeys.ids(ids, siteIds),
    queryFn: ({ signal }) =>
      callEndpoint(searchEndpoints.consignments, {
        query: {
          'filter[site.id]': siteList(siteIds),
          'filter[consignment.id]': ids.join(','),
          'page[limit]': String(Math.max(ids.length, 1)),
        },
        signal,
      }),
    retry: false,
    staleTime: 0,
  });

export const useConsignmentsById = (ids: readonly string[], siteIds: readonly string[], enabled: boolean) =>
  useQuery({
    ...consignmentsByIdQueryOptions(ids, siteIds),
    enabled: enabled && ids.length > 0 && siteIds.length > 0,
  });
