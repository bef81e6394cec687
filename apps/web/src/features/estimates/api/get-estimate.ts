import { estimateEndpoints } from '@freight/contracts';
import type { Estimate } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { estimateKeys } from './keys';

/** Spec 7: GET v0/estimates/{id}, with its current quotes. */
export const getEstimate = (id: string, signal?: AbortSignal): Promise<Estimate> =>
  callEndpoint(estimateEndpoints.get, { params: { id }, signal }).then((r) => r.data);

export const estimateQueryOptions = (id: string) =>
  queryOptions({ queryKey: estimateKeys.estimate(id), queryFn: ({ signal }) => getEstimate(id, signal) });

export const useEstimate = (id: string) => useQuery(estimateQueryOptions(id));
