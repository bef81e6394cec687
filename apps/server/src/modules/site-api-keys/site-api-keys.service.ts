import { siteApiKeys } from '../../db/schema/site-api-keys';
import type { DbOrTx } from '../../platform/db/transaction';
import { apiKeyStore } from '../../platform/security/api-key-store';
import { siteByRef } from '../accounts';

const keys = apiKeyStore({ table: siteApiKeys, owner: 'siteId', prefix: 'fsite_', kind: 'site' });

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
  const { id, key } = await keys.issue(db, site.id, label);
  return { id, siteId: site.id, siteName: site.name, key };
}

export const revokeSiteKey = keys.revoke;

export async function listSiteKeys(db: DbOrTx, siteRef: string | number) {
  const site = await siteByRef(db, siteRef);
  return { site, keys: await keys.list(db, site.id) };
}

/** The site a presented key acts for, or null when it is not a live key. */
export async function siteForKey(db: DbOrTx, key: string, now: Date) {
  const found = await keys.find(db, key, now);
  return found && { id: found.id, siteId: found.ownerId };
}
