import { estimateResponseSchema } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { estimateKeys, ESTIMATES_PATH } from './keys';

/** Spec 7: GET v0/estimates/{id}, with its current quotes. */
export const getEstimate = (id: string, signal?: AbortSignal): Promise<Estimate> =>
  apiRequest(`${ESTIMATES_PATH}/${encodeURIComponent(id)}`, estimateResponseSchema, { signal }).then(
    (r) => r.data,
  );

export const estimateQueryOptions = (id: string) =>
  queryOptions({ queryKey: estimateKeys.estimate(id), queryFn: ({ signal }) => getEstimate(id, signal) });

export const useEstimate = (id: string) => useQuery(estimateQueryOptions(id));
