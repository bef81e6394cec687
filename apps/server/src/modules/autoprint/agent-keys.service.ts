import type { DbOrTx } from '../../platform/db/transaction';
import { hashToken, randomToken } from '../../platform/security/tokens';
import { requireSiteMembership } from '../../platform/tenancy/site-membership';
import type { AutoprintDeps } from './autoprint-settings.service';
import * as agents from './agents.repository';

/** Keys read as print agent keys in logs and secret scanners. */
export const PRINT_AGENT_KEY_PREFIX = 'fpa_';
const SHOWN_PREFIX_LENGTH = PRINT_AGENT_KEY_PREFIX.length + 6;

/**
 * Spec 7: a new secret key for the site's print agent, shown once; only its SHA-256 is kept. The previous key
 * is revoked in the same transaction, which disconnects the agent using it.
 */
export async function issueAgentKey(deps: AutoprintDeps & { db: DbOrTx }, userId: string, siteId: number) {
  await requireSiteMembership(deps.db, userId, siteId);
  const key = `${PRINT_AGENT_KEY_PREFIX}${randomToken()}`;
  const now = deps.clock.now();
  await agents.revokeSiteKeys(deps.db, siteId, now);
  await agents.insertKey(deps.db, {
    siteId,
    keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    keyHash: hashToken(key),
    createdBy: userId,
    createdAt: now,
  });
  return key;
}

/** The site's live key, shown by its first characters (`fpa_` and six more), or null when it has none. */
export async function currentAgentKey(deps: AutoprintDeps, userId: string, siteId: number) {
  await requireSiteMembership(deps.db, userId, siteId);
  const key = await agents.liveSiteKey(deps.db, siteId);
  return key && { prefix: key.prefix, createdAt: key.createdAt.toISOString() };
}

export async function deleteAgentKey(deps: AutoprintDeps, userId: string, siteId: number) {
  await requireSiteMembership(deps.db, userId, siteId);
  await agents.revokeSiteKeys(deps.db, siteId, deps.clock.now());
}

/** The site and key a presented key acts for, or null when it is not a live key. */
export async function siteForAgentKey(db: DbOrTx, key: string) {
  if (!key.startsWith(PRINT_AGENT_KEY_PREFIX) || key.length > 200) return null;
  return agents.findLiveKey(db, hashToken(key));
}
