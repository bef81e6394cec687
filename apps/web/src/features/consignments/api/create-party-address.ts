import { addressEndpoints } from '@freight/contracts';
import type { Address } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import type { NewAddress } from '../lib/form-parties';

/** Spec 7: POST /api/address/v0/addresses, type addressEstimate: a party's typed street on its picked locality. */
export const createPartyAddress = (attributes: NewAddress): Promise<Address> =>
  callEndpoint(addressEndpoints.create, {
    body: { data: { type: 'addressEstimate', attributes } },
  }).then((r) => r.data);
