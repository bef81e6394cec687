import { addressResponseSchema } from '@freight/contracts';
import type { Address } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';

export interface AddressEstimate {
  line1: string;
  line2: string | null;
  localitySuggestionId: string;
}

/** Spec 7: POST /api/address/v0/addresses, type addressEstimate: typed street lines on a picked locality. */
export const createAddressFromEstimate = (attributes: AddressEstimate): Promise<Address> =>
  apiRequest('/api/address/v0/addresses', addressResponseSchema, {
    method: 'POST',
    body: { data: { type: 'addressEstimate', attributes } },
  }).then((r) => r.data);

/** Spec 7 (H43): POST /api/address/v0/addresses, type addressSuggestion: an address found by verification. */
export const createAddressFromSuggestion = (addressSuggestionId: string): Promise<Address> =>
  apiRequest('/api/address/v0/addresses', addressResponseSchema, {
    method: 'POST',
    body: { data: { type: 'addressSuggestion', attributes: { addressSuggestionId } } },
  }).then((r) => r.data);
