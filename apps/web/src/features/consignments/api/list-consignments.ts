import { consignmentRoutes, endpointPath } from '@freight/contracts';
import type { ConsignmentSummary } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { buildQuery } from '../../../shared/lib/query-string';
import type { QueryParams } from '../../../shared/lib/query-string';

/** The answer's schema loads with the first list, not with the page. */
const listAnswerSchema = () =>
  import('@freight/contracts/consignments').then((module) => module.consignmentListResponseSchema);

export const consignmentListKeys = {
  all: ['consignments'] as const,
  lists: () => ['consignments', 'list'] as const,
};

/** A page of a list; `capped` when the server stopped counting (shown as "1000+"). */
export type ConsignmentPage = PagedResult<ConsignmentSummary> & { capped: boolean };

/**
 * Spec 7 (M42): GET v0/consignments with JSON:API filters, sort and paging. The filters are the list screen's
 * own parameters (arrays joined with commas), so the call is sent as they are on the descriptor's path.
 */
export const listConsignments = (query: QueryParams, signal?: AbortSignal): Promise<ConsignmentPage> =>
  apiRequest(endpointPath(consignmentRoutes.list), listAnswerSchema, { query, signal }).then((answer) => ({
    ...toPagedResult(answer),
    capped: answer.meta.totalItemsCapped ?? false,
  }));

export const consignmentListQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: [...consignmentListKeys.lists(), query],
    queryFn: ({ signal }) => listConsignments(query, signal),
    // the page shown stays while the next page or filter loads; never across contexts (the list screen is keyed
    // by context, so another site's list starts empty)
    placeholderData: keepPreviousData,
  });

export const useConsignmentList = (query: QueryParams) => useQuery(consignmentListQueryOptions(query));

/** Spec 7 (M43): the same search as CSV, a link the browser downloads. */
export const consignmentCsvUrl = (filters: QueryParams): string =>
  `${endpointPath(consignmentRoutes.csv)}${buildQuery(filters)}`;
