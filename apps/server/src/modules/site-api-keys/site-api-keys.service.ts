import { hashToken, randomToken } from '../../platform/security/tokens';
import { AppError } from '../../platform/errors/app-error';
import type { DbOrTx } from '../../platform/db/transaction';
import { siteByRef } from '../accounts';
import * as repo from './site-api-keys.repository';

/** Keys read as site keys in logs and secret scanners. */
const KEY_PREFIX = 'fsite_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;

export interface IssuedSiteKey {
  id: number;
  siteId: number;
  siteName: string;
  /** Shown once; only its hash is kept. */
  key: string;
}

export async function issueSiteKey(
  db: DbOrTx,
  siteRef: string | number,
  label: string,
): Promise<IssuedSiteKey> {
  const site = await siteByRef(db, siteRef);
  const key = `${KEY_PREFIX}${randomToken()}`;
  const id = await repo.insertKey(db, {
    siteId: site.id,
    label: label.trim() || 'API key',
    keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    keyHash: hashToken(key),
  });
  return { id, siteId: site.id, siteName: site.name, key };
}

export async function revokeSiteKey(db: DbOrTx, keyId: number, now: Date): Promise<void> {
  if (!(await repo.revokeKey(db, keyId, now))) throw AppError.notFound(`No live site API key ${keyId}`);
}

export async function listSiteKeys(db: DbOrTx, siteRef: string | number) {
  const site = await siteByRef(db, siteRef);
  return { site, keys: await repo.listKeys(db, site.id) };
}

/** The site a presented key acts for, or null when it is not a live key. */
export async function siteForKey(db: DbOrTx, key: string, now: Date) {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const found = await repo.findLiveKey(db, hashToken(key));
  if (found) await repo.touchKey(db, found.id, now);
  return found;
}
