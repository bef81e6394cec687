import { carrierApiKeys } from '../../db/schema/carrier-api';
import type { DbOrTx } from '../../platform/db/transaction';
import { apiKeyStore } from '../../platform/security/api-key-store';
import { carrierByRef } from '../carriers';

const keys = apiKeyStore({ table: carrierApiKeys, owner: 'carrierId', prefix: 'fcar_', kind: 'carrier' });

export interface IssuedKey {
  id: number;
  carrierId: number;
  carrierName: string;
  /** Shown once; only its hash is kept. */
  key: string;
}

export async function issueCarrierKey(
  db: DbOrTx,
  carrierRef: string | number,
  label: string,
): Promise<IssuedKey> {
  const carrier = await carrierByRef(db, carrierRef);
  const { id, key } = await keys.issue(db, carrier.id, label);
  return { id, carrierId: carrier.id, carrierName: carrier.name, key };
}

export const revokeCarrierKey = keys.revoke;

export async function listCarrierKeys(db: DbOrTx, carrierRef: string | number) {
  const carrier = await carrierByRef(db, carrierRef);
  return { carrier, keys: await keys.list(db, carrier.id) };
}

/** The carrier a presented key acts for, or null when it is not a live key. */
export async function carrierForKey(db: DbOrTx, key: string, now: Date) {
  const found = await keys.find(db, key, now);
  return found && { id: found.id, carrierId: found.ownerId };
}
