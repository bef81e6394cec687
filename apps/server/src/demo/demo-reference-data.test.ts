import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addressBookContacts,
  addressBookEntries,
  dangerousGoodsPresets,
  shippingItemPresets,
} from '../db/schema';
import type { Database } from '../platform/db/client';
import { createOrganisation, createSite } from '../testing/fixtures';
import { useTestDatabase } from '../testing/test-database';
import { melbourneEntries, sydneyEntries } from './demo-reference-data.content';
import { loadLocalities } from '../reference-data/localities';
import { seedDemoReferenceData } from './demo-reference-data';

let ids: { melbourne: number; sydney: number };

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.db;
  // without localities there is nothing to build addresses on: it waits for them
  const org = await createOrganisation(db, 'Demo Freight Co');
  const melbourne = await createSite(db, org.id, 'Melbourne DC', { dangerousGoodsTransacting: true });
  const sydney = await createSite(db, org.id, 'Sydney Warehouse', {
    packagingTypes: ['Carton', 'Satchel', 'Pallet'],
  });
  ids = { melbourne: melbourne.id, sydney: sydney.id };
  await seedDemoReferenceData(db);
  expect(await db.$count(addressBookEntries)).toBe(0);
  await loadLocalities(db);
  await seedDemoReferenceData(db);
});

const count = (
  table: Parameters<Database['db']['$count']>[0],
  where?: Parameters<Database['db']['$count']>[1],
) => database.db.$count(table, where);

describe('seedDemoReferenceData', () => {
  it('gives both demo sites their address books, with contacts, households and every state', async () => {
    expect(await count(addressBookEntries, eq(addressBookEntries.siteId, ids.melbourne))).toBe(
      melbourneEntries.length,
    );
    expect(await count(addressBookEntries, eq(addressBookEntries.siteId, ids.sydney))).toBe(
      sydneyEntries.length,
    );
    expect(melbourneEntries.length + sydneyEntries.length).toBeGreaterThanOrEqual(36);
    expect(await count(addressBookContacts)).toBeGreaterThanOrEqual(
      melbourneEntries.length + sydneyEntries.length,
    );
    const rows = await database.db.select().from(addressBookEntries);
    const states = new Set(rows.map((row) => row.addressText.split(' ').at(-2)));
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    const households = rows.filter((row) => row.residential);
    expect(households.length).toBeGreaterThanOrEqual(3);
    expect(households.every((row) => row.operatingHours === null)).toBe(true);
  });

  it('adds a dozen shipping item presets (those of the packaging types the site uses) and dangerous goods presets where they are handled', async () => {
    expect(await count(shippingItemPresets, eq(shippingItemPresets.siteId, ids.melbourne))).toBe(12);
    const sydney = await database.db
      .select()
      .from(shippingItemPresets)
      .where(eq(shippingItemPresets.siteId, ids.sydney));
    expect(sydney.length).toBeGreaterThan(0);
    expect(sydney.every((preset) => ['Carton', 'Satchel', 'Pallet'].includes(preset.packagingType))).toBe(
      true,
    );
    expect(await count(dangerousGoodsPresets, eq(dangerousGoodsPresets.siteId, ids.melbourne))).toBe(4);
    expect(await count(dangerousGoodsPresets, eq(dangerousGoodsPresets.siteId, ids.sydney))).toBe(0);
  });

  it('does nothing a second time', async () => {
    const before = await count(addressBookEntries);
    await seedDemoReferenceData(database.db);
    expect(await count(addressBookEntries)).toBe(before);
    expect(await count(shippingItemPresets, eq(shippingItemPresets.siteId, ids.melbourne))).toBe(12);
  });
});
