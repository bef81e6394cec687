import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackingEndpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** The receiver's view of one consignment, by the token of its link; no sign-in. */
export const publicTrackingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['tracking', 'public', token] as const,
    queryFn: ({ signal }) =>
      callEndpoint(trackingEndpoints.publicTracking, { params: { token }, signal }).then(
        (answer) => answer.data,
      ),
    retry: false,
    refetchInterval: 60_000,
  });

export const usePublicTracking = (token: string) => useQuery(publicTrackingQueryOptions(token));
