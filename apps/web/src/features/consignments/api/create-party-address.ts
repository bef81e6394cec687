import { addressResponseSchema } from '@freight/contracts';
import type { Address } from '@freight/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import type { NewAddress } from '../lib/form-parties';

/** Spec 7: POST /api/address/v0/addresses, type addressEstimate: a party's typed street on its picked locality. */
export const createPartyAddress = (attributes: NewAddress): Promise<Address> =>
  apiRequest('/api/address/v0/addresses', addressResponseSchema, {
    method: 'POST',
    body: { data: { type: 'addressEstimate', attributes } },
  }).then((r) => r.data);
