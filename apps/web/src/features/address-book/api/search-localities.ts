import { addressEndpoints, LOCALITY_SUGGESTION_LIMIT } from '@freight/contracts';
import type { Locality } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { addressBookKeys } from './keys';

/** Spec 7, 9: GET /api/address/localities with q and limit 20. */
export const searchLocalities = (
  q: string,
  limit: number = LOCALITY_SUGGESTION_LIMIT,
  signal?: AbortSignal,
): Promise<Locality[]> =>
  callEndpoint(addressEndpoints.searchLocalities, { query: { q, limit: String(limit) }, signal }).then(
    (r) => r.data,
  );

/** Suggestions start at two characters; localities do not change, so answers are kept. */
export const localitiesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: addressBookKeys.localities(q),
    queryFn: ({ signal }) => searchLocalities(q, LOCALITY_SUGGESTION_LIMIT, signal),
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
  });

export const useLocalitySuggestions = (q: string) => useQuery(localitiesQueryOptions(q.trim()));
