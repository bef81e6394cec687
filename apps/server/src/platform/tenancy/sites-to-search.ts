import { contextMessages } from '@freight/contracts';
import type { DbOrTx } from '../db/transaction';
import { findHeldSites } from './access';
import { AppError } from '../errors/app-error';

/** An org-wide search's scope as the request names it: an organisation, some sites, both or neither. */
export interface SearchScope {
  organisationId?: number | undefined;
  siteIds?: readonly number[] | undefined;
}

/**
 * The sites an org-wide search reads: those named (each held by the user), or the user's sites of the
 * organisation named, or all the user's sites. 403 for an organisation or a site the user does not hold.
 */
export async function sitesToSearch(db: DbOrTx, userId: string, scope: SearchScope): Promise<number[]> {
  const held = await findHeldSites(db, userId);
  let siteIds = held.map((row) => row.siteId);
  if (scope.organisationId !== undefined) {
    if (!held.some((row) => row.organisationId === scope.organisationId))
      throw AppError.forbidden(contextMessages.cannotAccess('org'));
    siteIds = held.filter((row) => row.organisationId === scope.organisationId).map((row) => row.siteId);
  }
  if (scope.siteIds !== undefined) {
    const allowed = new Set(held.map((row) => row.siteId));
    if (scope.siteIds.some((id) => !allowed.has(id)))
      throw AppError.forbidden(contextMessages.cannotAccess('site'));
    const inScope = new Set(siteIds);
    siteIds = scope.siteIds.filter((id) => inScope.has(id));
  }
  return siteIds;
}
