import { estimateEndpoints } from '@freight/contracts';
import type { EstimateSearchRequest, EstimateSummary } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import type { PagedResult } from '@freight/rules';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pagedListQuery } from '../../../shared/lib/query-factories';
import { estimateKeys } from './keys';

/** Spec 7: POST /estimates/search with filters (createdAt as a range), paging and sort. */
export const searchEstimates = (
  body: EstimateSearchRequest,
  signal?: AbortSignal,
): Promise<PagedResult<EstimateSummary>> =>
  callEndpoint(estimateEndpoints.search, { body, signal }).then(toPagedResult);

const estimatesQuery = pagedListQuery(estimateKeys.lists, searchEstimates);

/** Runs only when `enabled`: a selection the search would refuse is not sent. */
export const useEstimates = (body: EstimateSearchRequest, enabled = true) =>
  useQuery({ ...estimatesQuery.options(body), enabled });
