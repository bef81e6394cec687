import { pickupEndpoints } from '@freight/contracts';
import type { Pickup } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { pickupKeys } from './keys';

/** Spec 7: GET v0/pickups/{id}, with its requests and its services evaluated now. */
export const getPickup = (id: string, signal?: AbortSignal): Promise<Pickup> =>
  callEndpoint(pickupEndpoints.get, { params: { id }, signal }).then((r) => r.data);

export const pickupQueryOptions = (id: string) =>
  queryOptions({ queryKey: pickupKeys.pickup(id), queryFn: ({ signal }) => getPickup(id, signal) });

export const usePickup = (id: string) => useQuery(pickupQueryOptions(id));
