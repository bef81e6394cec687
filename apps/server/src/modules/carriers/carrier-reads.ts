import type { DbOrTx } from '../../platform/db/transaction';
import * as repo from './carriers.repository';

/** How a carrier numbers consignments and links to tracking (for consignments); null when there is no such carrier. */
export function carrierNumbering(db: DbOrTx, carrierId: number) {
  return repo.findCarrierNumbering(db, carrierId);
}

export type CarrierNumbering = NonNullable<Awaited<ReturnType<typeof carrierNumbering>>>;

/** The agreed services of the sites, each with its carrier service and carrier, by name (for getUser). */
export function agreedServicesOfSites(db: DbOrTx, siteIds: number[]) {
  return repo.findAgreedServicesOfSites(db, siteIds);
}
