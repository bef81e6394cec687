import { eq } from 'drizzle-orm';
import { memberships, organisations, sites } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';
import { heldSiteQuery } from '../../platform/tenancy/site-membership';

function prepareQuotingSite(db: DbOrTx) {
  const site = {
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
  };
  return heldSiteQuery(db.select(site).from(memberships).$dynamic())
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
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
