import { addressEndpoints, LOCALITY_SUGGESTION_LIMIT } from '@freight/contracts';
import type { Locality } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';
import { shipmentFormKeys } from './keys';

/** GET /api/address/localities: suggestions by suburb or postcode. */
export const searchLocalities = (q: string, signal?: AbortSignal): Promise<Locality[]> =>
  callEndpoint(addressEndpoints.searchLocalities, {
    query: { q, limit: String(LOCALITY_SUGGESTION_LIMIT) },
    signal,
  }).then((r) => r.data);

/** Suggestions start at two characters; localities do not change, so answers are kept. */
export const localitiesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: shipmentFormKeys.localities(q),
    queryFn: ({ signal }) => searchLocalities(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
  });

export const useLocalitySuggestions = (q: string) => useQuery(localitiesQueryOptions(q.trim()));
