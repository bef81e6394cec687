import { pickupEndpoints } from '@freight/contracts';
import type { CarrierPickup, CarrierPickupAnswer } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7: GET v0/pickups/confirmation/{token}; the fields are under data.data. */
export const getCarrierPickup = (token: string, signal?: AbortSignal): Promise<CarrierPickup> =>
  callEndpoint(pickupEndpoints.carrierView, { params: { token }, signal }).then((r) => r.data.data);

/** Spec 7: PUT v0/pickups/confirmation/{token}, confirm true with a reference or false with a reason. */
export const answerCarrierPickup = (
  token: string,
  data: CarrierPickupAnswer['data'],
): Promise<CarrierPickup> =>
  callEndpoint(pickupEndpoints.carrierAnswer, { params: { token }, body: { data } }).then((r) => r.data.data);
