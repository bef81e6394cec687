import { pickupEndpoints } from '@freight/contracts';
import type { PickupSearchRequest } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** Spec 7: POST /pickups/search, as a list page. */
export const searchPickups = (request: PickupSearchRequest, signal?: AbortSignal) =>
  callEndpoint(pickupEndpoints.search, { body: request, signal }).then(toPagedResult);

export const usePickups = (request: PickupSearchRequest) =>
  useQuery({
    queryKey: pickupKeys.list(request),
    queryFn: ({ signal }) => searchPickups(request, signal),
    placeholderData: keepPreviousData,
  });
