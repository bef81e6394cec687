import { pickupEndpoints } from '@freight/contracts';
import type { PickupSearchRequest } from '@freight/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** Spec 7: POST /pickups/search. */
export const searchPickups = (request: PickupSearchRequest, signal?: AbortSignal) =>
  callEndpoint(pickupEndpoints.search, { body: request, signal });

export const usePickups = (request: PickupSearchRequest) =>
  useQuery({
    queryKey: pickupKeys.list(request),
    queryFn: ({ signal }) => searchPickups(request, signal),
    placeholderData: keepPreviousData,
  });
