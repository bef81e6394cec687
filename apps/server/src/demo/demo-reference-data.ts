import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  contactAttributesSchema,
  createDangerousGoodsPresetRequestSchema,
  entryAttributesSchema,
  updateShippingItemPresetRequestSchema,
  weekDays,
  type PackagingTypeName,
} from '@freight/contracts';
import type { Db } from '../platform/db/client';
import type { Tx } from '../platform/db/transaction';
import { addContactToEntry, createEntryForSite, siteHasEntries } from '../modules/address-book';
import { createAddressForOrganisations } from '../modules/addresses';
import * as dangerousGoods from '../modules/dangerous-goods-presets';
import * as shippingItems from '../modules/shipping-item-presets';
import { localities, sites } from '../db/schema';
import { underSeedLock } from './demo-seed-lock';
import {
  dangerousGoodsPresets,
  melbourneEntries,
  shippingItemPresets,
  sydneyEntries,
  type DemoEntry,
} from './demo-reference-data.content';

// Any constant works: it only has to be the same for every process that seeds.
const SEED_LOCK = 7_310_004;

interface DemoSite {
  id: number;
  name: string;
  organisationId: number;
  packagingTypes: PackagingTypeName[];
  dangerousGoodsTransacting: boolean;
}

/** Weekday hours, Saturday when given, Sunday closed; none for a household (spec 3). */
function operatingHours(entry: DemoEntry) {
  if (entry.residential || !entry.hours) return null;
  const [open, close] = entry.hours;
  const days = Object.fromEntries(
    weekDays.map((day) => {
      if (day === 'saturday')
        return [day, entry.saturday ? { open: entry.saturday[0], close: entry.saturday[1] } : null];
      return [day, day === 'sunday' ? null : { open, close }];
    }),
  );
  return { differentEachDay: entry.saturday !== undefined, operatingDays: days };
}

async function addEntry(tx: Tx, site: DemoSite, entry: DemoEntry) {
  const [locality] = await tx
    .select({ id: localities.id })
    .from(localities)
    .where(
      and(
        sql`lower(${localities.suburb}) = ${entry.suburb.toLowerCase()}`,
        eq(localities.postcode, entry.postcode),
      ),
    )
    .limit(1);
  if (!locality) throw new Error(`demo locality ${entry.suburb} ${entry.postcode} is not loaded`);
  const address = await createAddressForOrganisations(tx, [site.organisationId], {
    line1: entry.line1,
    line2: entry.line2 ?? null,
    localityId: locality.id,
    source: 'estimate',
  });
  if (!address) throw new Error(`demo address ${entry.line1} has no locality`);
  // the site's own entry is where it dispatches from
  if (entry.name === site.name)
    await tx.update(sites).set({ addressId: address.id }).where(eq(sites.id, site.id));
  // through the contract, as a request would come, so demo data obeys the same rules
  const created = await createEntryForSite(
    tx,
    { siteId: site.id, organisationId: site.organisationId },
    entryAttributesSchema.parse({
      siteId: site.id,
      name: entry.name,
      quickAccessCode: entry.code,
      location: {
        address: { id: address.id },
        line2: entry.locationLine2,
        residential: entry.residential ?? false,
      },
      preventConsolidation: entry.preventConsolidation ?? false,
      requiresDeliveryTimeSlot: entry.requiresDeliveryTimeSlot ?? false,
      pallets: entry.pallets,
      operatingHours: operatingHours(entry),
    }),
  );
  for (const contact of entry.contacts) {
    await addContactToEntry(
      tx,
      Number(created.id),
      contactAttributesSchema.parse({
        name: contact.name,
        phone: contact.phone,
        email: contact.email,
        deliveryInstructions: {
          specialInstructions: contact.specialInstructions,
          authorityToLeave: contact.authorityToLeave ?? false,
        },
      }),
    );
  }
}

async function addPresets(tx: Tx, site: DemoSite) {
  if (!(await shippingItems.siteHasPresets(tx, site.id))) {
    for (const preset of shippingItemPresets.filter((p) => site.packagingTypes.includes(p.packagingType))) {
      const { code, ...rest } = preset;
      const input = updateShippingItemPresetRequestSchema.parse({
        data: { quickAccessCode: code, ...rest },
      }).data;
      await shippingItems.createPresetForSite(
        tx,
        { siteId: site.id, packagingTypes: site.packagingTypes },
        input,
      );
    }
  }
  if (site.dangerousGoodsTransacting && !(await dangerousGoods.siteHasPresets(tx, site.id))) {
    for (const preset of dangerousGoodsPresets) {
      const input = createDangerousGoodsPresetRequestSchema.parse({
        data: { siteId: site.id, ...preset },
      }).data;
      await dangerousGoods.createPresetForSite(tx, site.id, input);
    }
  }
}

/**
 * Demo only: address books with contacts, shipping item presets and, where the site handles
 * dangerous goods, dangerous goods presets for Melbourne DC and Sydney Warehouse. Does nothing for a site that is
 * absent or already has address book entries, or when the localities are not loaded yet.
 */
export async function seedDemoReferenceData(db: Db): Promise<void> {
  const [locality] = await db.select({ id: localities.id }).from(localities).limit(1);
  if (!locality) return;
  await underSeedLock(db, SEED_LOCK, async (tx) => {
    const found = await tx
      .select({
        id: sites.id,
        name: sites.name,
        organisationId: sites.organisationId,
        packagingTypes: sites.packagingTypes,
        dangerousGoodsTransacting: sites.dangerousGoodsTransacting,
      })
      .from(sites)
      .where(inArray(sites.name, ['Melbourne DC', 'Sydney Warehouse']));
    for (const [name, entries] of [
      ['Melbourne DC', melbourneEntries],
      ['Sydney Warehouse', sydneyEntries],
    ] as const) {
      const site = found.find((s) => s.name === name);
      if (!site || (await siteHasEntries(tx, site.id))) continue;
      for (const entry of entries) await addEntry(tx, site, entry);
      await addPresets(tx, site);
    }
  });
}
