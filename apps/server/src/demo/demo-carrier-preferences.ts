import { and, eq, inArray } from 'drizzle-orm';
import { updateCarrierPreferenceRequestSchema } from '@freight/contracts';
import type { Db } from '../platform/db/client';
import type { Tx } from '../platform/db/transaction';
import * as preferences from '../modules/carrier-preferences';
import { addressBookEntries, agreedServices, sites } from '../db/schema';
import { underSeedLock } from './demo-seed-lock';

// Any constant works: it only has to be the same for every process that seeds.
const SEED_LOCK = 7_310_008;

export interface DemoPreference {
  /** The receiver's address book entry, by name. */
  receiver: string;
  /** The agreed service, by name (carrier and service). */
  service: string;
  isActive?: boolean;
}

/** Receivers that asked for a carrier: regular lanes, a pharmacy on express, a yard the regional carrier serves. */
export const demoPreferences: Record<'Melbourne DC' | 'Sydney Warehouse', DemoPreference[]> = {
  'Melbourne DC': [
    { receiver: 'Dandenong Auto Parts', service: 'Koala Express General' },
    { receiver: 'Bayside Pharmacy Group', service: 'Coastal Couriers Parcel Express' },
    { receiver: 'Ballarat Building Supplies', service: 'Mallee Transport South East Road' },
    { receiver: 'Canberra Medical Supplies', service: 'Southern Cross Freight Overnight' },
    { receiver: 'Hobart Wharf Chandlery', service: 'Redback Logistics Economy Road', isActive: false },
  ],
  'Sydney Warehouse': [
    { receiver: 'Wollongong Steel Fabrication', service: 'Redback Logistics Economy Road' },
    { receiver: 'Surry Hills Furniture Co', service: 'Coastal Couriers Metro Road' },
    { receiver: 'Byron Bay Natural Foods', service: 'Koala Express Express' },
    { receiver: 'Orange Valley Orchards', service: 'Mallee Transport South East Road', isActive: false },
  ],
};

async function addPreference(tx: Tx, siteId: number, preference: DemoPreference) {
  const [entry] = await tx
    .select({ id: addressBookEntries.id })
    .from(addressBookEntries)
    .where(and(eq(addressBookEntries.siteId, siteId), eq(addressBookEntries.name, preference.receiver)))
    .limit(1);
  const [service] = await tx
    .select({ id: agreedServices.id, account: agreedServices.carrierChargeAccount })
    .from(agreedServices)
    .where(and(eq(agreedServices.siteId, siteId), eq(agreedServices.name, preference.service)))
    .limit(1);
  if (!entry || !service) return;
  // through the contract, as a request would come, charged to the service's own account
  const input = updateCarrierPreferenceRequestSchema.parse({
    data: {
      addressBookEntryId: String(entry.id),
      agreedServiceId: String(service.id),
      carrierChargeAccount: service.account,
    },
  }).data;
  await preferences.createPolicyForSite(tx, siteId, input, preference.isActive ?? true);
}

/**
 * Demo only: receiver carrier service preferences for Melbourne DC and Sydney Warehouse. Run after the demo
 * carriers and address books; does nothing for a site that is absent or already has preferences, and skips a
 * receiver or service the site does not have.
 */
export async function seedDemoCarrierPreferences(db: Db): Promise<void> {
  await underSeedLock(db, SEED_LOCK, async (tx) => {
    const found = await tx
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(inArray(sites.name, Object.keys(demoPreferences)));
    for (const [name, list] of Object.entries(demoPreferences)) {
      const site = found.find((s) => s.name === name);
      if (!site || (await preferences.siteHasPolicies(tx, site.id))) continue;
      for (const preference of list) await addPreference(tx, site.id, preference);
    }
  });
}
