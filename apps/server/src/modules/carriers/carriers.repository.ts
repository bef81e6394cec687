import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { agreedServices, carriers, carrierServices } from '../../db/schema';
import { insertOne } from '../../platform/db/insert-one';
import { firstRow, firstRowOf, preparedFirstRowOf } from '../../platform/db/first-row';
import { updateRow } from '../../platform/db/update-row';
import type { DbOrTx } from '../../platform/db/transaction';
import { agreedServiceColumns } from './agreed-service-columns';
import { activeOfSite, byName, withCarrierServices } from './agreed-service-query';

export type CarrierRow = typeof carriers.$inferSelect;
export type CarrierServiceRow = typeof carrierServices.$inferSelect;
export type AgreedServiceRow = typeof agreedServices.$inferSelect;

export async function findCarrierById(db: DbOrTx, id: number) {
  return firstRow(db, carriers, eq(carriers.id, id));
}

export async function findCarrierByName(db: DbOrTx, name: string) {
  return firstRow(db, carriers, sql`lower(${carriers.name}) = lower(${name})`);
}

export async function insertCarrier(db: DbOrTx, values: typeof carriers.$inferInsert) {
  return insertOne(db, carriers, values, 'carrier');
}

export async function updateLabelsWithoutSscc(db: DbOrTx, id: number, allowed: boolean, now: Date) {
  return updateRow(db, carriers, { labelsWithoutSscc: allowed, updatedAt: now }, eq(carriers.id, id));
}

export async function listCarriers(db: DbOrTx) {
  return db
    .select({ carrier: carriers, service: carrierServices })
    .from(carriers)
    .leftJoin(carrierServices, eq(carrierServices.carrierId, carriers.id))
    .orderBy(asc(carriers.name), asc(carrierServices.name));
}

export async function findServiceById(db: DbOrTx, id: number) {
  return firstRow(db, carrierServices, eq(carrierServices.id, id));
}

export async function findServiceByName(db: DbOrTx, carrierId: number, name: string) {
  return firstRow(
    db,
    carrierServices,
    and(eq(carrierServices.carrierId, carrierId), sql`lower(${carrierServices.name}) = lower(${name})`),
  );
}

export async function insertService(db: DbOrTx, values: typeof carrierServices.$inferInsert) {
  return insertOne(db, carrierServices, values, 'carrier service');
}

export async function findAgreedService(
  db: DbOrTx,
  siteId: number,
  carrierServiceId: number,
  account: string,
) {
  return firstRow(
    db,
    agreedServices,
    and(
      eq(agreedServices.siteId, siteId),
      eq(agreedServices.carrierServiceId, carrierServiceId),
      eq(agreedServices.carrierChargeAccount, account),
    ),
  );
}

export async function insertAgreedService(db: DbOrTx, values: typeof agreedServices.$inferInsert) {
  return insertOne(db, agreedServices, values, 'agreed service');
}

export async function updateAgreedService(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<AgreedServiceRow, 'name' | 'isActive' | 'carrierServiceProviderType'>>,
) {
  return updateRow(db, agreedServices, changes, eq(agreedServices.id, id));
}

/** The site's active agreed services with their carrier service and carrier, in name order. */
export async function findActiveAgreedServices(db: DbOrTx, siteId: number) {
  return withCarrierServices(db.select(agreedServiceColumns).from(agreedServices).$dynamic())
    .where(activeOfSite(siteId))
    .orderBy(...byName);
}

/** The carrier services a site may book (through any agreed service, active or not), once each. */
export async function findSiteCarrierServices(db: DbOrTx, siteId: number) {
  return db
    .selectDistinct({ id: carrierServices.id, name: carrierServices.name, carrierName: carriers.name })
    .from(agreedServices)
    .innerJoin(carrierServices, eq(carrierServices.id, agreedServices.carrierServiceId))
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrierId))
    .where(eq(agreedServices.siteId, siteId))
    .orderBy(asc(carriers.name), asc(carrierServices.name), asc(carrierServices.id));
}

/** How a carrier numbers consignments and links to tracking. */
export const findCarrierNumbering = preparedFirstRowOf(
  {
    id: carriers.id,
    name: carriers.name,
    prefix: carriers.consignmentPrefix,
    trackingUrlTemplate: carriers.trackingUrlTemplate,
    labelsWithoutSscc: carriers.labelsWithoutSscc,
  },
  carriers,
  carriers.id,
  'carriers_numbering',
);

/** The agreed services of the sites, each with its carrier service and carrier, by name. */
export async function findAgreedServicesOfSites(db: DbOrTx, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  const joined = { agreed: agreedServices, service: carrierServices, carrier: carriers };
  return withCarrierServices(db.select(joined).from(agreedServices).$dynamic())
    .where(inArray(agreedServices.siteId, siteIds))
    .orderBy(asc(agreedServices.name));
}

/** One of the site's agreed services; null when not the site's. */
export async function findSiteAgreedService(db: DbOrTx, siteId: number, agreedServiceId: number) {
  return firstRowOf(
    db,
    {
      id: agreedServices.id,
      name: agreedServices.name,
      carrierChargeAccount: agreedServices.carrierChargeAccount,
    },
    agreedServices,
    and(eq(agreedServices.id, agreedServiceId), eq(agreedServices.siteId, siteId)),
  );
}

/**
 * The charge accounts an agreed service of the site can bill: its own and those of the site's other agreed
 * services with the same carrier (a carrier bills any of the site's accounts with it, never another's).
 */
export async function findBilledAccounts(
  db: DbOrTx,
  siteId: number,
  agreedServiceId: number,
): Promise<string[]> {
  const chosen = db
    .select({ carrierId: carrierServices.carrierId })
    .from(agreedServices)
    .innerJoin(carrierServices, eq(carrierServices.id, agreedServices.carrierServiceId))
    .where(and(eq(agreedServices.id, agreedServiceId), eq(agreedServices.siteId, siteId)));
  const rows = await db
    .selectDistinct({ account: agreedServices.carrierChargeAccount })
    .from(agreedServices)
    .innerJoin(carrierServices, eq(carrierServices.id, agreedServices.carrierServiceId))
    .where(and(eq(agreedServices.siteId, siteId), inArray(carrierServices.carrierId, chosen)));
  return rows.map((row) => row.account);
}

/** Agreed services' names by id, as a subquery another module's list can join and sort on. */
export function agreedServiceNames(db: DbOrTx) {
  return db
    .select({ agreedServiceId: agreedServices.id, agreedServiceName: agreedServices.name })
    .from(agreedServices)
    .as('agreed_service_names');
}
