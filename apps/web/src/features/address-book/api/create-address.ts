import { addressEndpoints } from '@freight/contracts';
import type { Address } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export interface AddressEstimate {
  line1: string;
  line2: string | null;
  localitySuggestionId: string;
}

/** Spec 7: POST /api/address/v0/addresses, type addressEstimate: typed street lines on a picked locality. */
export const createAddressFromEstimate = (attributes: AddressEstimate): Promise<Address> =>
  callEndpoint(addressEndpoints.create, {
    body: { data: { type: 'addressEstimate', attributes } },
  }).then((r) => r.data);

/** Spec 7 (H43): POST /api/address/v0/addresses, type addressSuggestion: an address found by verification. */
export const createAddressFromSuggestion = (addressSuggestionId: string): Promise<Address> =>
  callEndpoint(addressEndpoints.create, {
    body: { data: { type: 'addressSuggestion', attributes: { addressSuggestionId } } },
  }).then((r) => r.data);
