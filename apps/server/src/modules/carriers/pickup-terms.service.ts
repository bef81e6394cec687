/** What pickups need of carriers: each agreed service's pickup terms for a place and date, and where requests go. */
import { normaliseZone, type PickupServiceTerms } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import * as repo from './pickup-terms.repository';

export interface AgreedPickupService {
  agreedServiceId: number;
  name: string;
  carrierChargeAccount: string;
  carrierServiceId: number;
  /** The carrier's own name of the service, e.g. Road Express. */
  serviceName: string;
  carrierId: number;
  carrierName: string;
  terms: PickupServiceTerms;
}

/** Every active agreed service of the site, in name order, with its terms for a pickup from `zone` on the date. */
export async function loadPickupServices(
  db: DbOrTx,
  query: { siteId: number; pickupDate: string; zone: string | null; destinationZones: readonly string[] },
): Promise<AgreedPickupService[]> {
  const zone = query.zone ? normaliseZone(query.zone) : '';
  const destinations = [...new Set(query.destinationZones.map(normaliseZone))];
  const rows = await repo.findPickupTerms(db, { ...query, zone, destinationZones: destinations });
  return rows.map((row) => ({
    agreedServiceId: row.agreedServiceId,
    name: row.name,
    carrierChargeAccount: row.carrierChargeAccount,
    carrierServiceId: row.carrierServiceId,
    serviceName: row.serviceName,
    carrierId: row.carrierId,
    carrierName: row.carrierName,
    terms: {
      pickupBookingCutoff: row.pickupBookingCutoff,
      pickupCutoff: row.pickupCutoff,
      pickupWindowMinimumMinutes: row.pickupWindowMinimumMinutes,
      packagingTypes: row.packagingTypes,
      carriesDangerousGoods: row.carriesDangerousGoods,
      acceptsPartialDestinations: row.acceptsPartialDestinations,
      servesPickupZone: zone !== '' && row.servesPickupZone,
      unservedDestinations: Number(row.unservedDestinations),
      hasPricing: row.hasPricing,
      integrationConfigured: row.integrationConfigured,
    },
  }));
}

/** An active agreed service's booking cut-off (HH:MM local), null when it has none, undefined when not the site's. */
export async function agreedServiceBookingCutoff(
  db: DbOrTx,
  siteId: number,
  agreedServiceId: number,
): Promise<string | null | undefined> {
  const row = await repo.findAgreedServiceCutoff(db, siteId, agreedServiceId);
  return row === null ? undefined : row.pickupBookingCutoff;
}

/** Where a carrier takes pickup requests; null when it has no address for them. */
export async function carrierPickupContact(db: DbOrTx, carrierId: number) {
  const row = await repo.findCarrierContact(db, carrierId);
  return row?.contactEmail ? { name: row.name, email: row.contactEmail } : null;
}

/** Every agreed service of a site, active or not, with its carrier's name, in name order. */
export function loadPickupServiceNames(db: DbOrTx, siteId: number) {
  return repo.findServiceNames(db, siteId);
}
