import { and, eq, sql } from 'drizzle-orm';
import { contextMessages, type PackagingTypeName } from '@freight/contracts';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { memberships, sites } from '../../db/schema';
import { perDatabase } from '../db/prepared';
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

/**
 * A select from memberships (a dynamic one) narrowed to the user's membership of one site, with the site joined,
 * for a prepared statement: the user and the site are its `userId` and `siteId` placeholders.
 */
export function heldSiteQuery<Q extends PgSelectQueryBuilder>(query: Q) {
  return query
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.siteId, sql.placeholder('siteId')),
      ),
    )
    .limit(1);
}

// every site-scoped request reads it first: prepared once per connection, not built and planned each time
const siteMembership = perDatabase((db) => {
  const membership = {
    siteId: sites.id,
    organisationId: sites.organisationId,
    dangerousGoodsTransacting: sites.dangerousGoodsTransacting,
    dangerousGoodsNotifiable: sites.dangerousGoodsNotifiable,
    canTransactDangerousGoods: memberships.canTransactDangerousGoods,
    packagingTypes: sites.packagingTypes,
  };
  return heldSiteQuery(db.select(membership).from(memberships).$dynamic()).prepare('tenancy_site_membership');
});

/** The user's membership of one site, or null when they do not hold it (or it does not exist). */
export async function findSiteMembership(
  db: DbOrTx,
  userId: string,
  siteId: number,
): Promise<SiteMembership | null> {
  const [row] = await siteMembership(db).execute({ userId, siteId });
  return row ?? null;
}

/** Reads what a caller needs of a site the user holds; null when they do not hold it (or it does not exist). */
export type FindHeldSite<S> = (db: DbOrTx, userId: string, siteId: number) => Promise<S | null>;

/** The ways of requiring a site the user holds, with what `find` reads of it. */
export function heldSiteGuards<S>(find: FindHeldSite<S>) {
  /** For a site named in a request: the same 403 whether the site is another's or does not exist. */
  async function named(db: DbOrTx, userId: string, siteId: number): Promise<S> {
    const site = await find(db, userId, siteId);
    if (!site) throw AppError.forbidden(contextMessages.cannotAccess('site'));
    return site;
  }

  /** For a record found by id: a record on a site the user does not hold is answered as not found. */
  async function ofRecord(db: DbOrTx, userId: string, siteId: number): Promise<S> {
    const site = await find(db, userId, siteId);
    if (!site) throw AppError.notFound();
    return site;
  }

  /** A record found by id (or not), with its site: none, or one on a site the user does not hold, is the same 404. */
  async function heldRecord<R extends { siteId: number }>(
    db: DbOrTx,
    userId: string,
    row: R | null,
  ): Promise<{ row: R; site: S }> {
    if (!row) throw AppError.notFound();
    return { row, site: await ofRecord(db, userId, row.siteId) };
  }

  return { named, ofRecord, heldRecord };
}

const membershipGuards = heldSiteGuards(findSiteMembership);
/** For a site named in a request: the same 403 whether the site is another's or does not exist. */
export const requireSiteMembership = membershipGuards.named;
/** For a record found by id: a record on a site the user does not hold is answered as not found. */
export const requireRecordSite = membershipGuards.ofRecord;
/** A record found by id (or not), with the user's membership of its site; 404 unless they hold that site. */
export const requireHeldRecord = membershipGuards.heldRecord;
