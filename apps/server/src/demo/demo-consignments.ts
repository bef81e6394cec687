import { consignmentAttributesSchema, quoteSetRequestSchema, type MovementType } from '@freight/contracts';
import { addDays } from '@freight/rules';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/db/client';
import type { DocumentStore } from '../platform/documents/document-store';
import { createConsignment } from '../modules/consignments';
import { createQuoteSet } from '../modules/quotes';
import { consignments } from '../db/schema';
import { at, DEMO_EMERGENCY_CONTACT, lineOf, nextWeekday, isWeekday, type Entry } from './demo-shipments';
import { seedDemoSites, siteSeeding, type DemoSite } from './demo-site-seeding';
import { reportDemoJourney } from './demo-tracking';

/*
 * Demo only: a few hundred consignments of Melbourne DC and Sydney Warehouse dispatched over
 * the last two weeks and the next one, made through the same services as the API (quoted, priced, numbered,
 * documents queued), each at the moment it would have been made. Past ones carry the carrier's tracking events;
 * most have been delivered, some are overdue.
 */

const DAYS_BACK = 14;
const DAYS_AHEAD = 7;

function partyOf(entry: Entry) {
  return {
    name: entry.name,
    addressId: entry.addressId,
    residential: entry.residential,
    addressBookEntryId: String(entry.id),
    addressBookContactId: entry.contact ? String(entry.contact.id) : null,
    contactName: entry.contact?.name ?? null,
    contactPhone: entry.contact?.phone ?? null,
    contactEmail: entry.contact?.email ?? null,
  };
}

interface SeedOptions {
  now: Date;
  perSite: number;
  /** Where proofs of delivery are kept; without it the past deliveries carry none. */
  store?: DocumentStore;
}

async function seedSite(db: Db, site: DemoSite, userId: string, seed: number, options: SeedOptions) {
  const { now, perSite } = options;
  const { home, others, presets, dg, rand, pick, today } = await siteSeeding(db, site, seed, now);
  if (!home || others.length < 2 || presets.length === 0) return 0;
  const dates: string[] = [];
  for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day += 1) {
    const date = addDays(today, day);
    if (isWeekday(date)) dates.push(date);
  }
  let made = 0;
  for (let i = 0; i < perSite; i += 1) {
    const dispatchDate = dates[Math.floor((i * dates.length) / perSite)] ?? today;
    const roll = rand();
    const type: MovementType = roll < 0.8 ? 'outbound' : roll < 0.92 ? 'inbound' : 'transfer';
    const [sender, receiver] =
      type === 'outbound'
        ? [home, pick(others)]
        : type === 'inbound'
          ? [pick(others), home]
          : [pick(others), pick(others)];
    if (sender === receiver) continue;
    const withDg = dg.length > 0 && rand() < 0.12;
    const lineItems = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, line) => {
      const preset = pick(presets);
      const quantity =
        preset.packagingType === 'Pallet' ? 1 + Math.floor(rand() * 2) : 1 + Math.floor(rand() * 4);
      return lineOf(preset, quantity, withDg && line === 0 ? pick(dg) : null);
    });
    // made the working day before dispatch (or just now, for today and later), during business hours
    const madeOn = nextWeekday(dispatchDate, -1);
    const madeAt =
      dispatchDate <= today ? at(madeOn, 8 + rand() * 9) : new Date(now.getTime() - (perSite - i) * 60_000);
    // the demo organisations issue SSCCs under their own (demo) prefix, so no provider default is needed
    const deps = { db, clock: { now: () => madeAt } satisfies Clock, gs1CompanyPrefix: null };
    const request = quoteSetRequestSchema.parse({
      data: {
        siteId: String(site.id),
        dispatchDate,
        sender: { address: { id: sender.addressId } },
        receiver: { address: { id: receiver.addressId }, residential: receiver.residential },
        lineItems,
      },
    }).data;
    const quoteSet = await createQuoteSet(deps, userId, request, null);
    const selectable = quoteSet.quotes.filter((quote) => quote.selectable);
    const quote = rand() < 0.7 ? selectable.find((q) => q.recommended) : pick(selectable);
    if (!quote) continue;
    const attributes = consignmentAttributesSchema.parse({
      siteId: String(site.id),
      type,
      quoteId: quote.id,
      dispatchDate,
      references: rand() < 0.3 ? [`PO-${48_100 + seed + i}`, `SO-${7_700 + i}`] : [`PO-${48_100 + seed + i}`],
      sender: partyOf(sender),
      receiver: { ...partyOf(receiver), authorityToLeave: receiver.residential && rand() < 0.5 },
      costCenter: site.costCentreRequired || rand() < 0.3 ? (pick(site.costCentres)?.code ?? null) : null,
      lineItems,
      dangerousGoodsDeclaration: withDg ? { emergencyContact: DEMO_EMERGENCY_CONTACT } : null,
    });
    const { row } = await createConsignment(deps, userId, attributes);
    made += 1;
    // the carrier's reports so far, as the tracking simulator plays them (most delivered, a few late)
    if (dispatchDate < today)
      await reportDemoJourney({ db, store: options.store, now }, row.carrierName, row);
  }
  return made;
}

/**
 * Loads the demo consignments once, when there are none and the reference data they draw on (address books,
 * presets, agreed services) is in place; answers how many were made.
 */
export async function seedDemoConsignments(db: Db, options: Partial<SeedOptions> = {}): Promise<number> {
  return seedDemoSites(
    db,
    db.select({ id: consignments.id }).from(consignments).limit(1),
    (site, userId, index) =>
      seedSite(db, site, userId, 1_000 * (index + 1), {
        now: options.now ?? new Date(),
        perSite: options.perSite ?? 120,
        ...(options.store ? { store: options.store } : {}),
      }),
  );
}
