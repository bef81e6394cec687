import { siteApiKeys } from '../../db/schema/site-api-keys';
import { apiKeyStore } from '../../platform/security/api-key-store';
import { ownedApiKeys, type IssuedApiKey } from '../../platform/security/owned-api-keys';
import { siteByRef } from '../accounts';

const keys = ownedApiKeys(
  'site',
  apiKeyStore({ table: siteApiKeys, owner: 'siteId', prefix: 'fsite_', kind: 'site' }),
  siteByRef,
);

/** A site's new key, with the site's id and name; the key is shown once, only its hash kept. */
export type IssuedSiteKey = IssuedApiKey<'site'>;

export const issueSiteKey = keys.issue;
export const revokeSiteKey = keys.revoke;
export const listSiteKeys = keys.list;
/** The site (`ownerId`) a presented key acts for, or null when it is not a live key. */
export const siteForKey = keys.find;
