import { addressEndpoints } from '@freight/contracts';
import type { VerifyRequest, VerifyResponse } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export type Verification = VerifyResponse['data'];
export type VerifyAddressAttributes = Extract<VerifyRequest['data'], { type: 'verifyAddress' }>['attributes'];

const verify = (data: VerifyRequest['data']): Promise<Verification> =>
  callEndpoint(addressEndpoints.verify, { body: { data } }).then((r) => r.data);

/** Spec 7 (H45): POST /api/address/v0/verify, type verifyQuery: an address typed on one line. */
export const verifyQuery = (query: string): Promise<Verification> =>
  verify({ type: 'verifyQuery', attributes: { query } });

/** Spec 7 (H46): POST /api/address/v0/verify, type verifyAddress: an address in its parts. */
export const verifyAddress = (attributes: VerifyAddressAttributes): Promise<Verification> =>
  verify({ type: 'verifyAddress', attributes });
