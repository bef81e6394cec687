import { carrierPreferenceEndpoints as endpoints } from '@freight/contracts';
import type { CarrierPreference } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { policyKeys } from './keys';

/** Spec 7: GET /sender-policies/receiver-carrier-selection/{id}. */
export const getPolicy = (id: string, signal?: AbortSignal): Promise<CarrierPreference> =>
  callEndpoint(endpoints.get, { params: { id }, signal }).then((r) => r.data);

export const policyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: policyKeys.policy(id),
    queryFn: ({ signal }) => getPolicy(id, signal),
    staleTime: 0,
  });

export const usePolicy = (id: string | undefined) =>
  useQuery({ ...policyQueryOptions(id ?? ''), enabled: id !== undefined });
