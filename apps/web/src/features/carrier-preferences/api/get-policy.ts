import { carrierPreferenceResponseSchema } from '@freight/contracts';
import type { CarrierPreference } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { policyKeys, policyPath } from './keys';

/** Spec 7: GET /sender-policies/receiver-carrier-selection/{id}. */
export const getPolicy = (id: string, signal?: AbortSignal): Promise<CarrierPreference> =>
  apiRequest(policyPath(id), carrierPreferenceResponseSchema, { signal }).then((r) => r.data);

export const policyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyKeys.policy(id),
    queryFn: ({ signal }) => getPolicy(id, signal),
    staleTime: 0,
  });

export const usePolicy = (id: string | undefined) =>
  useQuery({ ...policyQueryOptions(id ?? ''), enabled: id !== undefined });
