import { addressEndpoints } from '@freight/contracts';
import type { Locality } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7 (H48): GET /api/address/localities/{id}, one locality with its suburb, state and postcode. */
export const getLocality = (id: string): Promise<Locality> =>
  callEndpoint(addressEndpoints.getLocality, { params: { id } }).then((r) => r.data);
