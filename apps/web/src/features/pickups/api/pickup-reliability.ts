import { pickupEndpoints } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** How each agreed service of a site answered its pickup requests over the last 90 days. */
export const usePickupReliability = (siteId: string | undefined) =>
  useQuery({
    queryKey: pickupKeys.reliability(siteId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(pickupEndpoints.reliability, { query: { siteId: siteId ?? '' }, signal }),
    enabled: siteId !== undefined,
    staleTime: 60_000,
  });
