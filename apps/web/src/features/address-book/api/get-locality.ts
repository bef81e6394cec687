import { localityResponseSchema } from '@freight/contracts';
import type { Locality } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

/** Spec 7 (H48): GET /api/address/localities/{id}, one locality with its suburb, state and postcode. */
export const getLocality = (id: string): Promise<Locality> =>
  apiRequest(`/api/address/localities/${encodeURIComponent(id)}`, localityResponseSchema).then((r) => r.data);
