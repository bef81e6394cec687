import { addressEndpoints } from '@freight/contracts';
import type { Address } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/endpoint-client';

/** Spec 7 (H44): GET /api/address/v0/addresses/{id}. */
export const getAddress = (id: string, signal?: AbortSignal): Promise<Address> =>
  callEndpoint(addressEndpoints.get, { params: { id }, signal }).then((answer) => answer.data);

export const addressKeys = {
  all: ['addresses'] as const,
  byId: (id: string) => ['addresses', id] as const,
};

/**
 * H44: an address is cached per id for the whole visit, whichever screen read it first. Addresses never change
 * (a changed address is a new one with a new id), so the answer never goes stale and is never dropped.
 */
export const addressQueryOptions = (id: string) =>
  queryOptions({
    queryKey: addressKeys.byId(id),
    queryFn: ({ signal }) => getAddress(id, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The address of an id, or nothing while there is no id. */
export function useAddress(id: string | null) {
  return useQuery({ ...addressQueryOptions(id ?? ''), enabled: id !== null && id !== '' });
}
