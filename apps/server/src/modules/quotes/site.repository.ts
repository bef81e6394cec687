import { and, eq, sql } from 'drizzle-orm';
import { memberships, organisations, sites } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';

function prepareQuotingSite(db: DbOrTx) {
  return db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      siteStatus: sites.status,
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationStatus: organisations.status,
      packagingTypes: sites.packagingTypes,
      priceMaskingEnabled: sites.priceMaskingEnabled,
      deliveryTimeSlotsEnabled: sites.deliveryTimeSlotsEnabled,
      dangerousGoodsTransacting: sites.dangerousGoodsTransacting,
      dangerousGoodsHasTransacted: sites.dangerousGoodsHasTransacted,
      canTransactDangerousGoods: memberships.canTransactDangerousGoods,
    })
    .from(memberships)
    .innerJoin(sites, eq(sites.id, memberships.siteId))
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.siteId, sql.placeholder('siteId')),
      ),
    )
    .limit(1)
    .prepare('quotes_quoting_site');
}

// Every quote and estimate call asks this first: built once per database handle.
const quotingSite = perDatabase(prepareQuotingSite);

/** What quoting and estimates need to know about a site the user holds, in one query. */
export async function findQuotingSite(db: DbOrTx, userId: string, siteId: number) {
  const [row] = await quotingSite(db).execute({ userId, siteId });
  return row ?? null;
}

export type QuotingSite = NonNullable<Awaited<ReturnType<typeof findQuotingSite>>>;
