import { and, eq } from 'drizzle-orm';
import { contextMessages, type PackagingTypeName } from '@freight/contracts';
import { memberships, sites } from '../../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors/app-error';

/** A site the user holds, with what per-site rules need to know about the site and the user's rights there. */
export interface SiteMembership {
  siteId: number;
  organisationId: number;
  dangerousGoodsTransacting: boolean;
  /** Whether the site's dangerous goods may be notifiable as well as declarable. */
  dangerousGoodsNotifiable: boolean;
  canTransactDangerousGoods: boolean;
  packagingTypes: PackagingTypeName[];
}

/** The user's membership of one site, or null when they do not hold it (or it does not exist). */
export async function findSiteMembership(
  db: DbOrTx,
  userId: string,
  siteId: number,
): Promise<SiteMembership | null> {
  const [row] = await db
    .select({
      siteId: sites.id,
      organisationId: sites.organisationId,
      dangerousGoodsTransacting: sites.dangerousGoodsTransacting,
      dangerousGoodsNotifiable: sites.dangerousGoodsNotifiable,
      canTransactDangerousGoods: memberships.canTransactDangerousGoods,
      packagingTypes: sites.packagingTypes,
    })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(and(eq(memberships.userId, userId), eq(memberships.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** For a site named in a request: the same 403 whether the site is another's or does not exist. */
export async function requireSiteMembership(
  db: DbOrTx,
  userId: string,
  siteId: number,
): Promise<SiteMembership> {
  const membership = await findSiteMembership(db, userId, siteId);
  if (!membership) throw AppError.forbidden(contextMessages.cannotAccess('site'));
  return membership;
}

/** For a record found by id: a record on a site the user does not hold is answered as not found. */
export async function requireRecordSite(db: DbOrTx, userId: string, siteId: number): Promise<SiteMembership> {
  const membership = await findSiteMembership(db, userId, siteId);
  if (!membership) throw AppError.notFound();
  return membership;
}
