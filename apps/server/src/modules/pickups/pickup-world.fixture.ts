/**
 * Test world for pickups: the quote world (Test Road Co, no pickup cut-offs, takes e-mail; Test Express Co, no
 * address for requests) plus Test Pickup Co, a carrier with every pickup term: bookings close 2 pm, last pickup
 * 5 pm, a two-hour minimum window, cartons only, no dangerous goods, no partial destinations, lanes V1 to S1.
 * The clock stands at 9 am Friday 6 March 2026 in Melbourne (+11:00).
 */
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { TestClient } from '../../testing/http-client';
import type { TestContext } from '../../testing/test-app';
import { addRatedCarrier, grantService, lane } from '../../testing/test-carriers';
import { createQuoteWorld, LOCALITY } from '../quotes/quote-world.fixture';

export const PICKUP_DATE = '2026-03-06';
export const NOW = '2026-03-05T22:00:00Z';
export const WINDOW = '2026-03-06T10:00:00+11:00/PT3H';
export const MELBOURNE_TZ = 'Australia/Melbourne';

export async function createPickupWorld(t: TestContext) {
  t.clock.set(NOW);
  const world = await createQuoteWorld(t);
  const deps = world.deps;
  await addRatedCarrier(deps, {
    carrier: { name: 'Test Pickup Co', contactEmail: 'pickups@pickup.example' },
    service: {
      name: 'Metro',
      mode: 'road',
      pickupBookingCutoff: '14:00',
      pickupCutoff: '17:00',
      pickupWindowMinimumMinutes: 120,
      pickupPackagingTypes: ['Carton'],
      carriesDangerousGoods: false,
      acceptsPartialDestinations: false,
    },
    effectiveFrom: '2026-01-01',
    lanes: [lane('V1', 'S1', 900, 30, 1200, 2)],
  });
  const pickupMetro = await grantService(deps, world.ids.melbourne, ['Test Pickup Co', 'Metro'], 'TPC-MEL');
  return { ...world, agreed: { ...world.agreed, pickupMetro } };
}

export type PickupWorld = Awaited<ReturnType<typeof createPickupWorld>>;

/** A carton of 40 x 30 x 20 cm and 8 kg going to Adelaide. */
export const carton = {
  packagingType: 'Carton',
  length: 400,
  width: 300,
  height: 200,
  weight: 8_000,
  quantity: 2,
  description: 'Cartons',
  destination: { locality: 'Adelaide', postcode: '5000', subdivision: 'SA', countryId: 'AU' },
};

export function pickupBody(siteId: number, over: Record<string, unknown> = {}) {
  return {
    data: {
      siteId: String(siteId),
      type: 'outbound',
      pickupDate: PICKUP_DATE,
      pickupWindow: WINDOW,
      senderTimeZone: MELBOURNE_TZ,
      sender: { name: 'Melbourne DC', locality: { id: String(LOCALITY.melbourne) } },
      freight: [carton],
      reference: 'PU-1',
      ...over,
    },
  };
}

/** Asks the carrier of the agreed service to collect the pickup, declaring whether it excludes dangerous goods. */
export function requestPickup(
  client: TestClient,
  pickupId: string,
  agreedServiceId: number,
  excludesDangerousGoods = true,
) {
  return client.post(`/api/sender/v0/pickups/${pickupId}/requests`, {
    data: {
      service: { agreedServiceId: String(agreedServiceId) },
      dangerousGoodsDeclaration: { excludesDangerousGoods },
    },
  });
}

export async function put(client: TestClient, url: string, body: unknown, headers?: Record<string, string>) {
  return client.request('PUT', url, { body, headers });
}

/** The confirm and reject links of the latest pickup request e-mail to an address. */
export async function latestLinks(t: TestContext, to: string) {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const mail = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = (action: string) => {
    const match = new RegExp(`carrier-pickup\\?action=${action}&token=([\\w%-]+)`).exec(mail.text);
    if (!match?.[1]) throw new Error(`no ${action} link`);
    return decodeURIComponent(match[1]);
  };
  return { text: mail.text, confirm: token('confirm'), reject: token('reject') };
}
