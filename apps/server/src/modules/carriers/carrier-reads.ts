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

/** One of the site's agreed services (id, name, its own charge account); null when not the site's. */
export function siteAgreedService(db: DbOrTx, siteId: number, agreedServiceId: number) {
  return repo.findSiteAgreedService(db, siteId, agreedServiceId);
}

/** The charge accounts an agreed service of the site can bill (its own and the site's others with its carrier). */
export function billedAccounts(db: DbOrTx, siteId: number, agreedServiceId: number): Promise<string[]> {
  return repo.findBilledAccounts(db, siteId, agreedServiceId);
}

/** Agreed services' names by id, for a list of another module that shows and sorts by them. */
export function agreedServiceNameSource(db: DbOrTx) {
  return repo.agreedServiceNames(db);
}

export type AgreedServiceNameSource = ReturnType<typeof agreedServiceNameSource>;
