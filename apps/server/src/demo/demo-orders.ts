import { and, eq } from 'drizzle-orm';
import { createOrderRequestSchema } from '@freight/contracts';
import type { Db } from '../platform/db/client';
import { findAddressesByIds } from '../modules/addresses';
import { receiveOrder } from '../modules/orders';
import { orders, sites } from '../db/schema';
import { isWeekday, lineOf, nextWeekday } from './demo-shipments';
import { siteSeeding } from './demo-site-seeding';

/*
 * Demo only: open orders of Melbourne DC, as its warehouse system would have sent them through the orders API,
 * for its address book's receivers over the next days. Several receivers have more than one order on a day, so
 * the demo can make one consignment of two orders.
 */

/** An address as an order names it, in its own words. */
const postalOf = (address: {
  line1: string;
  line2: string | null;
  locality: string;
  postcode: string;
  subdivision: string;
}) => ({
  line1: address.line1,
  line2: address.line2,
  locality: address.locality,
  postcode: address.postcode,
  subdivision: address.subdivision,
});

interface SeedOptions {
  now: Date;
  count: number;
}

/** Loads the demo orders once, when there are none and Melbourne DC's address book is in place. */
export async function seedDemoOrders(
  db: Db,
  options: SeedOptions = { now: new Date(), count: 36 },
): Promise<number> {
  const [existing] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (existing) return 0;
  const [site] = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.name, 'Melbourne DC'), eq(sites.orderIntegrationEnabled, true)));
  if (!site) return 0;
  const seeding = await siteSeeding(db, site, 8_800, options.now);
  const { home, others: receivers, presets, rand, pick, today } = seeding;
  if (!home || receivers.length === 0 || presets.length === 0) return 0;
  const addresses = await findAddressesByIds(
    db,
    [home, ...receivers].map((entry) => entry.addressId),
  );
  const dock = addresses.get(home.addressId);
  if (!dock) return 0;
  const first = isWeekday(today) ? today : nextWeekday(today, 1);
  const deps = { db, clock: { now: () => options.now } };
  let made = 0;
  let dispatchDate = first;
  let previous = pick(receivers);
  for (let i = 0; i < options.count; i += 1) {
    if (i > 0 && i % 12 === 0) dispatchDate = nextWeekday(dispatchDate, 1);
    // the first four are two customers' pairs; then about a third follow the previous order to its receiver
    const receiver =
      i < 4 ? (receivers[Math.floor(i / 2)] ?? previous) : rand() < 0.35 ? previous : pick(receivers);
    previous = receiver;
    const address = addresses.get(receiver.addressId);
    if (!address) continue;
    const input = createOrderRequestSchema.parse({
      siteId: site.id,
      orderNumber: `SO-${String(48_210 + i)}`,
      references: rand() < 0.6 ? [`PO-${7_300 + Math.floor(rand() * 600)}`] : [],
      dispatchDate,
      // the warehouse system names the dock the freight leaves from: the site's own address
      sender: { name: site.name, address: postalOf(dock) },
      receiver: {
        name: receiver.name,
        address: postalOf(address),
        residential: receiver.residential,
        contactName: receiver.contact?.name ?? null,
        contactPhone: receiver.contact?.phone ?? null,
        contactEmail: receiver.contact?.email ?? null,
      },
      lineItems: Array.from({ length: 1 + Math.floor(rand() * 2) }, () => {
        const { dangerousGoods: _none, ...line } = lineOf(pick(presets), 1 + Math.floor(rand() * 4), null);
        return line;
      }),
    });
    const { created } = await receiveOrder(deps, { kind: 'key', siteId: site.id }, input);
    if (created) made += 1;
  }
  return made;
}
