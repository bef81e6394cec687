import { expect } from 'vitest';
/**
 * Test world for quote sets and estimates: a few localities, two organisations, two carriers with hand-priced
 * lanes, and signed-in users. Prices are chosen so the expected quotes can be worked by hand:
 *
 * Melbourne (V1) -> Adelaide (S1), one 10 kg item of 1 cm each way (dead weight charged), dispatched Friday 6 March 2026:
 *   Test Road Co Road:       750 + 10 x 26 = 1010 -> minimum 1100; levy 10% 110; net 1210; GST 121; total 1331;
 *                            ETA + 2 business days, Monday 9 March is Adelaide Cup Day -> Wednesday 11 March
 *   Test Express Co Express: 1200 + 10 x 40 = 1600; levy 15% 240; net 1840; GST 184; total 2024; ETA Tuesday 10 March
 * Melbourne -> Perth (W1): only Road has a lane; Express is unselectable ("This service does not run between the sender's and the receiver's areas.").
 */
import { and, eq } from 'drizzle-orm';
import { addressBookEntries, localities, memberships } from '../../db/schema';
import { createOrganisation, createSite, createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { signedInClient } from '../../testing/http-client';
import type { TestContext } from '../../testing/test-app';
import { createStreetAddress } from '../../testing/street-address';
import * as carriers from '../carriers';
import { addRatedCarrier, grantService, lane } from '../../testing/test-carriers';

export const LOCALITY = {
  melbourne: 900001,
  adelaide: 900002,
  perth: 900003,
  sydney: 900004,
  nowhere: 900005,
} as const;
export const DISPATCH = '2026-03-06';

export async function createQuoteWorld(t: TestContext) {
  const db = t.database.db;
  const deps = { db, clock: t.clock };
  await db.insert(localities).values([
    { id: LOCALITY.melbourne, suburb: 'Melbourne', postcode: '3000', state: 'VIC', chargeZone: 'V1' },
    { id: LOCALITY.adelaide, suburb: 'Adelaide', postcode: '5000', state: 'SA', chargeZone: 'S1' },
    { id: LOCALITY.perth, suburb: 'Perth', postcode: '6000', state: 'WA', chargeZone: 'W1' },
    { id: LOCALITY.sydney, suburb: 'Sydney', postcode: '2000', state: 'NSW', chargeZone: 'N1' },
    { id: LOCALITY.nowhere, suburb: 'Nowhere', postcode: '0872', state: 'NT', chargeZone: null },
  ]);

  const demo = await createOrganisation(db, 'Demo Freight Co');
  const melbourne = await createSite(db, demo.id, 'Melbourne DC', {
    dangerousGoodsTransacting: true,
    deliveryTimeSlotsEnabled: true,
  });
  const sydney = await createSite(db, demo.id, 'Sydney Warehouse', { priceMaskingEnabled: true });
  const second = await createOrganisation(db, 'Second Org Pty Ltd');
  const adelaide = await createSite(db, second.id, 'Adelaide Hub');
  const suspended = await createSite(db, demo.id, 'Brisbane Depot', { status: 'suspended' });
  const alice = await createUser(db, { username: 'alice', siteIds: [melbourne.id, sydney.id, suspended.id] });
  await createUser(db, { username: 'dan', siteIds: [melbourne.id] });
  await createUser(db, { username: 'olly', siteIds: [adelaide.id] });
  await db
    .update(memberships)
    .set({ canTransactDangerousGoods: true })
    .where(and(eq(memberships.userId, alice.id), eq(memberships.siteId, melbourne.id)));

  await addRatedCarrier(deps, {
    carrier: { name: 'Test Road Co', contactEmail: 'bookings@road.example', consignmentPrefix: 'TRC' },
    service: { name: 'Road', mode: 'road' },
    effectiveFrom: '2026-01-01',
    lanes: [
      lane('V1', 'S1', 750, 26, 1100, 2),
      lane('V1', 'W1', 1300, 68, 2200, 6),
      lane('V1', 'V1', 550, 12, 850, 1),
    ],
  });
  await carriers.setFuelLevy(deps, { carrier: 'Test Road Co', percent: 10, effectiveFrom: '2026-01-01' });
  for (const [code, amountCents, basis] of [
    ['residential', 550, 'perConsignment'],
    ['tailgate', 3500, 'perConsignment'],
    ['dangerousGoods', 4500, 'perConsignment'],
    ['heavyItem', 1200, 'perItem'],
    ['overLength', 1800, 'perItem'],
    ['deliveryTimeSlot', 2000, 'perConsignment'],
  ] as const) {
    await carriers.setSurcharge(deps, { carrier: 'Test Road Co', service: 'Road', code, amountCents, basis });
  }
  await addRatedCarrier(deps, {
    carrier: { name: 'Test Express Co' },
    service: { name: 'Express', mode: 'express' },
    effectiveFrom: '2026-01-01',
    lanes: [lane('V1', 'S1', 1200, 40, 1500, 1)],
  });
  await carriers.setFuelLevy(deps, { carrier: 'Test Express Co', percent: 15, effectiveFrom: '2026-01-01' });

  const road = ['Test Road Co', 'Road'] as const;
  const agreed = {
    melbourneRoad: await grantService(deps, melbourne.id, road, 'TRC-MEL'),
    melbourneExpress: await grantService(deps, melbourne.id, ['Test Express Co', 'Express'], 'TEX-MEL'),
    sydneyRoad: await grantService(deps, sydney.id, road, 'TRC-SYD'),
    adelaideRoad: await grantService(deps, adelaide.id, road, 'TRC-ADL'),
  };

  const adelaideAddress = await createStreetAddress(db, demo.id, '1 King William St', LOCALITY.adelaide);
  const [entry] = await db
    .insert(addressBookEntries)
    .values({
      siteId: melbourne.id,
      name: 'Adelaide Customer',
      addressId: adelaideAddress.id,
      residential: true,
      addressText: '1 King William St, Adelaide SA 5000',
      locality: 'Adelaide',
      postcode: '5000',
      addressKey: '1 king william st|adelaide|5000|sa',
      searchText: 'adelaide customer 1 king william st adelaide sa 5000',
    })
    .returning({ id: addressBookEntries.id });
  if (!entry) throw new Error('no entry');

  const signIn = (username: 'alice' | 'dan' | 'olly') => signedInClient(t.app, username, TEST_PASSWORD);

  return {
    deps,
    ids: {
      demo: demo.id,
      second: second.id,
      melbourne: melbourne.id,
      sydney: sydney.id,
      adelaide: adelaide.id,
      suspended: suspended.id,
      entry: entry.id,
      address: adelaideAddress.id,
    },
    agreed,
    signIn,
  };
}

export type QuoteWorld = Awaited<ReturnType<typeof createQuoteWorld>>;

/** One 10 kg item of 1 cm each way: its cubic weight is far below its dead weight. */
export const tenKilos = {
  packagingType: 'Carton',
  quantity: 1,
  length: 10,
  width: 10,
  height: 10,
  weight: 10_000,
} as const;

/** A quote-set body from Melbourne to Adelaide by locality, with overrides. */
export function quoteBody(siteId: number, over: Record<string, unknown> = {}) {
  return {
    data: {
      siteId: String(siteId),
      dispatchDate: DISPATCH,
      sender: { locality: { id: String(LOCALITY.melbourne) } },
      receiver: { locality: { id: String(LOCALITY.adelaide) } },
      lineItems: [tenKilos],
      ...over,
    },
  };
}

/** Every error of a JSON:API error answer as pointer, detail and code. */
export function errorsOf(
  body: unknown,
): { pointer: string | undefined; detail: string | undefined; code: string }[] {
  const errors =
    (body as { errors?: { code: string; detail?: string; source?: { pointer: string } }[] }).errors ?? [];
  return errors.map((e) => ({ pointer: e.source?.pointer, detail: e.detail, code: e.code }));
}

/** An answer as the refusal helpers below read it. */
type Answer = { statusCode: number; json: () => unknown };

/** A refusal of one field: 422 with that field's validation error and no other. */
export function expectOneValidationError(res: Answer, pointer: string, detail: string): void {
  expect(res.statusCode).toBe(422);
  expect(errorsOf(res.json())).toEqual([{ pointer, detail, code: 'validationError' }]);
}

/** A refusal as invalid: 422; answers the pointers of its errors, in order. */
export function invalidPointers(res: Answer): (string | undefined)[] {
  expect(res.statusCode).toBe(422);
  return errorsOf(res.json()).map((e) => e.pointer);
}

/** A 422 whose first error is on this pointer with this detail (others may follow). */
export function expectFirstError(res: Answer, pointer: string, detail: string): void {
  expect(res.statusCode).toBe(422);
  expect(errorsOf(res.json())[0]).toMatchObject({ pointer, detail });
}
