import { addressResponseSchema } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** The site's own address (addresses never change, so it is fetched once): a pickup from the site uses its time zone. */
export function useSiteAddress(addressId: string | null) {
  return useQuery({
    queryKey: ['addresses', addressId ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/address/v0/addresses/${encodeURIComponent(addressId ?? '')}`, addressResponseSchema, {
        signal,
      }).then((answer) => answer.data),
    enabled: addressId !== null,
    staleTime: Infinity,
  });
}
