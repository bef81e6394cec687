import { randomToken, hashToken } from '../../platform/security/tokens';
import { AppError } from '../../platform/errors/app-error';
import type { DbOrTx } from '../../platform/db/transaction';
import { carrierByRef } from '../carriers';
import * as repo from './api-keys.repository';

/** Keys read as carrier keys in logs and secret scanners. */
const KEY_PREFIX = 'fcar_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;

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
  const key = `${KEY_PREFIX}${randomToken()}`;
  const id = await repo.insertKey(db, {
    carrierId: carrier.id,
    label: label.trim() || 'API key',
    keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    keyHash: hashToken(key),
  });
  return { id, carrierId: carrier.id, carrierName: carrier.name, key };
}

export async function revokeCarrierKey(db: DbOrTx, keyId: number, now: Date): Promise<void> {
  if (!(await repo.revokeKey(db, keyId, now))) throw AppError.notFound(`No live carrier API key ${keyId}`);
}

export async function listCarrierKeys(db: DbOrTx, carrierRef: string | number) {
  const carrier = await carrierByRef(db, carrierRef);
  return { carrier, keys: await repo.listKeys(db, carrier.id) };
}

/** The carrier a presented key acts for, or null when it is not a live key. */
export async function carrierForKey(db: DbOrTx, key: string, now: Date) {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const found = await repo.findLiveKey(db, hashToken(key));
  if (!found) return null;
  // the key's row says when it was last recorded: most requests need no second statement
  const recorded = found.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (now.getTime() - recorded >= repo.KEY_USE_RECORDED_EVERY_MS) await repo.touchKey(db, found.id, now);
  return { id: found.id, carrierId: found.carrierId };
}
