import { pickupEndpoints } from '@freight/contracts';
import type { Pickup, PickupAttributesInput } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: POST v0/pickups, or PUT v0/pickups/{id} once it exists; the services come back evaluated. */
export const savePickup = (id: string | null, data: PickupAttributesInput): Promise<Pickup> =>
  (id === null
    ? callEndpoint(pickupEndpoints.create, { body: { data } })
    : callEndpoint(pickupEndpoints.update, { params: { id }, body: { data } })
  ).then((r) => r.data);
