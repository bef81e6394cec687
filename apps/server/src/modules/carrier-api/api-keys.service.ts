import { carrierApiKeys } from '../../db/schema/carrier-api';
import { apiKeyStore } from '../../platform/security/api-key-store';
import { ownedApiKeys, type IssuedApiKey } from '../../platform/security/owned-api-keys';
import { carrierByRef } from '../carriers';

const keys = ownedApiKeys(
  'carrier',
  apiKeyStore({ table: carrierApiKeys, owner: 'carrierId', prefix: 'fcar_', kind: 'carrier' }),
  carrierByRef,
);

/** A carrier's new key, with the carrier's id and name; the key is shown once, only its hash kept. */
export type IssuedKey = IssuedApiKey<'carrier'>;

export const issueCarrierKey = keys.issue;
export const revokeCarrierKey = keys.revoke;
export const listCarrierKeys = keys.list;
/** The carrier (`ownerId`) a presented key acts for, or null when it is not a live key. */
export const carrierForKey = keys.find;
