import { asc, eq, inArray } from 'drizzle-orm';
import { addDays, melbourneMidnight } from '@freight/rules';
import type { Db } from '../platform/db/client';
import {
  addressBookContacts,
  addressBookEntries,
  dangerousGoodsPresets,
  shippingItemPresets,
} from '../db/schema';

/* Demo only: what the demo consignments and estimates share, drawn from a site's address book and presets. */

export type Entry = {
  id: number;
  name: string;
  addressId: string;
  residential: boolean;
  contact: Contact | null;
};
export type Contact = { id: number; name: string; phone: string | null; email: string | null };
type Preset = typeof shippingItemPresets.$inferSelect;
type DgPreset = typeof dangerousGoodsPresets.$inferSelect;

/** Deterministic, so every demo install has the same consignments. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
/** The nearest weekday `step` days away (1 forward, -1 back). */
export function nextWeekday(date: string, step: 1 | -1): string {
  let day = addDays(date, step);
  while (!isWeekday(day)) day = addDays(day, step);
  return day;
}
/** An instant on a Melbourne date, hours after its midnight. */
export const at = (date: string, hours: number) =>
  new Date(melbourneMidnight(date).getTime() + hours * 3_600_000);

export async function loadSite(db: Db, siteId: number) {
  const entries = await db
    .select({
      id: addressBookEntries.id,
      name: addressBookEntries.name,
      addressId: addressBookEntries.addressId,
      residential: addressBookEntries.residential,
    })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.siteId, siteId))
    .orderBy(asc(addressBookEntries.id));
  const contacts = await db
    .select()
    .from(addressBookContacts)
    .where(
      inArray(
        addressBookContacts.entryId,
        entries.map((entry) => entry.id),
      ),
    );
  const withContacts: Entry[] = entries.map((entry) => {
    const contact = contacts.find((c) => c.entryId === entry.id);
    return {
      ...entry,
      contact: contact
        ? { id: contact.id, name: contact.name, phone: contact.phone, email: contact.email }
        : null,
    };
  });
  const presets = await db.select().from(shippingItemPresets).where(eq(shippingItemPresets.siteId, siteId));
  const dg = await db.select().from(dangerousGoodsPresets).where(eq(dangerousGoodsPresets.siteId, siteId));
  return { entries: withContacts, presets, dg: dg.filter((preset) => preset.dgType === 'declarable') };
}

/** Who the demo sites name as the 24-hour contact for their dangerous goods. */
export const DEMO_EMERGENCY_CONTACT = { name: 'Site emergency response (24 hours)', phone: '1800 160 401' };

export function lineOf(preset: Preset, quantity: number, dg: DgPreset | null) {
  return {
    description: preset.description,
    packagingType: preset.packagingType,
    quantity,
    length: preset.length ?? 400,
    width: preset.width ?? 300,
    height: preset.height ?? 300,
    weight: preset.weight ?? 10_000,
    dangerousGoods: dg
      ? [
          {
            presetId: String(dg.id),
            unNumber: dg.unNumber,
            properShippingName: dg.properShippingName,
            technicalName: dg.technicalName,
            classOrDivision: dg.classOrDivision,
            subsidiaryRisks: dg.subsidiaryRisks,
            packingGroup: dg.packingGroup,
            receptacle: dg.receptacle,
            receptacleCount: quantity,
            receptacleAggregateQuantity:
              dg.aggregateQuantityAmount !== null && dg.aggregateQuantityUnit !== null
                ? { amount: dg.aggregateQuantityAmount, unit: dg.aggregateQuantityUnit }
                : null,
          },
        ]
      : [],
  };
}
