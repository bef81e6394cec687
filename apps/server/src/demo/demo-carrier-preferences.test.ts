import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addressBookEntries, agreedServices, receiverCarrierPolicies, sites } from '../db/schema';
import { demoPreferences, seedDemoCarrierPreferences } from './demo-carrier-preferences';
import { useDemoWorld } from './demo-world.fixture';

const database = useDemoWorld((db) => seedDemoCarrierPreferences(db));

async function seeded() {
  return database.db
    .select({
      site: sites.name,
      receiver: addressBookEntries.name,
      receiverSiteId: addressBookEntries.siteId,
      service: agreedServices.name,
      serviceSiteId: agreedServices.siteId,
      serviceAccount: agreedServices.carrierChargeAccount,
      siteId: receiverCarrierPolicies.siteId,
      account: receiverCarrierPolicies.carrierChargeAccount,
      isActive: receiverCarrierPolicies.isActive,
    })
    .from(receiverCarrierPolicies)
    .innerJoin(sites, eq(sites.id, receiverCarrierPolicies.siteId))
    .innerJoin(addressBookEntries, eq(addressBookEntries.id, receiverCarrierPolicies.addressBookEntryId))
    .innerJoin(agreedServices, eq(agreedServices.id, receiverCarrierPolicies.agreedServiceId));
}

describe('seedDemoCarrierPreferences', () => {
  it('gives Melbourne DC and Sydney Warehouse their receivers’ preferences, each on the site’s own entry and service', async () => {
    const rows = await seeded();
    for (const [site, list] of Object.entries(demoPreferences)) {
      const mine = rows.filter((row) => row.site === site);
      expect(mine.map((row) => [row.receiver, row.service]).sort()).toEqual(
        list.map((p) => [p.receiver, p.service]).sort(),
      );
      expect(mine.filter((row) => row.isActive).length).toBeGreaterThanOrEqual(3);
      expect(mine.some((row) => !row.isActive)).toBe(true);
    }
    expect(rows.every((row) => row.receiverSiteId === row.siteId && row.serviceSiteId === row.siteId)).toBe(
      true,
    );
  });

  it('charges each preference to its agreed service’s own account', async () => {
    const rows = await seeded();
    expect(rows.length).toBe(9);
    expect(rows.every((row) => row.account === row.serviceAccount)).toBe(true);
  });

  it('does nothing a second time', async () => {
    await seedDemoCarrierPreferences(database.db);
    expect(await database.db.$count(receiverCarrierPolicies)).toBe(9);
  });
});
