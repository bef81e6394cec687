import { inArray } from 'drizzle-orm';
import { estimateAttributesSchema, type MovementType } from '@freight/contracts';
import { addDays } from '@freight/rules';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/client';
import { createEstimate, saveEstimate } from '../modules/estimates';
import { estimates, localities } from '../db/schema';
import { at, isWeekday, lineOf, nextWeekday, type Entry } from './demo-shipments';
import { seedDemoSites, siteSeeding, type DemoSite } from './demo-site-seeding';

/*
 * Demo only: estimates of Melbourne DC and Sydney Warehouse made over the last three weeks, priced through the
 * same services as the API at the moment each would have been made. Some price a receiver from the address
 * book, some a suburb only; about half have quotes saved.
 */

const DAYS_BACK = 21;
/** Suburbs a shipper might price to before the receiver is in the address book. */
const SUBURBS = [
  ['Brisbane', '4000'],
  ['Adelaide', '5000'],
  ['Perth', '6000'],
  ['Hobart', '7000'],
  ['Darwin', '0800'],
  ['Canberra', '2600'],
  ['Geelong', '3220'],
  ['Cairns', '4870'],
] as const;

interface SeedOptions {
  now: Date;
  perSite: number;
}

const asEntryLocation = (entry: Entry) => ({
  name: entry.name,
  addressBookEntryId: String(entry.id),
  address: { id: entry.addressId },
  residential: entry.residential,
});

async function suburbLocalityIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: localities.id, suburb: localities.suburb, postcode: localities.postcode })
    .from(localities)
    .where(
      inArray(
        localities.postcode,
        SUBURBS.map(([, postcode]) => postcode),
      ),
    );
  const named = (suburb: string, postcode: string) =>
    rows.find((row) => row.postcode === postcode && row.suburb.toLowerCase() === suburb.toLowerCase());
  // the postcode's first locality stands in where the suburb goes by another name
  return SUBURBS.flatMap(
    ([suburb, postcode]) =>
      (named(suburb, postcode) ?? rows.find((row) => row.postcode === postcode))?.id ?? [],
  );
}

async function seedSite(db: Db, site: DemoSite, userId: string, seed: number, options: SeedOptions) {
  const { home, others, presets, rand, pick, today } = await siteSeeding(db, site, seed, options.now);
  const suburbs = await suburbLocalityIds(db);
  if (!home || others.length === 0 || presets.length === 0) return 0;
  let made = 0;
  for (let i = 0; i < options.perSite; i += 1) {
    let madeOn = addDays(today, -DAYS_BACK + Math.floor((i * DAYS_BACK) / options.perSite));
    if (!isWeekday(madeOn)) madeOn = nextWeekday(madeOn, -1);
    const madeAt = at(madeOn, 8 + rand() * 9);
    if (madeAt > options.now) continue;
    const type: MovementType = rand() < 0.8 ? 'outbound' : 'inbound';
    const other =
      suburbs.length > 0 && rand() < 0.35
        ? { locality: { id: String(pick(suburbs)) } }
        : asEntryLocation(pick(others));
    const [sender, receiver] =
      type === 'outbound' ? [asEntryLocation(home), other] : [other, asEntryLocation(home)];
    const attributes = estimateAttributesSchema.parse({
      siteId: String(site.id),
      type,
      dispatchDate: nextWeekday(madeOn, 1),
      sender,
      receiver: { ...receiver, tailgate: rand() < 0.15 },
      references: rand() < 0.5 ? [`RFQ-${3_200 + seed + i}`] : [],
      lineItems: Array.from({ length: 1 + Math.floor(rand() * 2) }, () =>
        lineOf(pick(presets), 1 + Math.floor(rand() * 5), null),
      ),
      shippingCostRecovery:
        rand() < 0.3 ? { type: 'markupPercentage', value: 15 } : { type: 'none', value: null },
    });
    const deps = { db, clock: { now: () => madeAt } satisfies Clock };
    const estimate = await createEstimate(deps, userId, attributes);
    made += 1;
    const selectable = estimate.quotes.filter((quote) => quote.selectable);
    if (selectable.length > 0 && rand() < 0.5)
      await saveEstimate(
        deps,
        userId,
        Number(estimate.id),
        selectable.slice(0, 1 + Math.floor(rand() * 2)).map((quote) => quote.id),
      );
  }
  return made;
}

/**
 * Loads the demo estimates once, when there are none and the reference data they draw on is in place; answers
 * how many were made.
 */
export async function seedDemoEstimates(
  db: Db,
  options: SeedOptions = { now: new Date(), perSite: 18 },
): Promise<number> {
  return seedDemoSites(db, db.select({ id: estimates.id }).from(estimates).limit(1), (site, userId, index) =>
    seedSite(db, site, userId, 500 * (index + 1), options),
  );
}
