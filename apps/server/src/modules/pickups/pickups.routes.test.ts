import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsPresetMessages,
  formMessagesB,
  phoneMessages,
  pickupEvaluationReasons,
  pickupMessages,
  type Pickup,
  type PickupSummary,
} from '@freight/contracts';
import { INVALID_TIME_RANGE } from '@freight/rules';
import { eq } from 'drizzle-orm';
import { pickups } from '../../db/schema';
import { LISTS_CHANGED_CHANNEL } from '../../platform/cache/kept-lists';
import { changedOutside } from '../../testing/heard-by';
import type { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import { errorsOf, expectOneValidationError, LOCALITY } from '../quotes/quote-world.fixture';
import {
  carton,
  createPickupWorld,
  NOW,
  pickupBody,
  put,
  requestPickup,
  WINDOW,
} from './pickup-world.fixture';

const w = useWorld(createPickupWorld, 'alice', 'olly');

async function create(client: TestClient, body: unknown = pickupBody(w.world.ids.melbourne)) {
  return client.post('/api/sender/v0/pickups', body);
}

const serviceNamed = (pickup: Pickup, carrier: string) => {
  const found = pickup.services.find((s) => s.carrierName === carrier);
  if (!found) throw new Error(`no ${carrier}`);
  return found;
};

describe('POST /api/sender/v0/pickups (P21)', () => {
  it('creates a pickup and answers its id, evaluated services and consignments', async () => {
    const res = await create(w.alice);
    expect(res.statusCode).toBe(201);
    const pickup = res.json<{ data: Pickup }>().data;
    expect(pickup.id).toMatch(/^\d+$/);
    expect(pickup.status).toBe('draft');
    expect(pickup.freightProfile.consignments).toEqual([]);
    expect(pickup.pickupWindow).toBe(WINDOW);
    expect(pickup.pickupCloseTime).toBe('13:00');
    expect(pickup.totals).toEqual({ items: 2, volume: 2 * 400 * 300 * 200, weight: 16_000 });
    expect(pickup.services.map((s) => s.carrierName).sort()).toEqual([
      'Test Express Co',
      'Test Pickup Co',
      'Test Road Co',
    ]);
    expect(serviceNamed(pickup, 'Test Road Co')).toMatchObject({ selectable: true, evaluation: {} });
    expect(serviceNamed(pickup, 'Test Pickup Co')).toMatchObject({
      selectable: true,
      pickupBookingCutoff: '14:00',
      pickupCutoff: '17:00',
      pickupWindowMinimum: 120,
    });
    // no address to send pickup requests to
    expect(serviceNamed(pickup, 'Test Express Co')).toMatchObject({
      selectable: false,
      evaluation: { integrationNotConfigured: true },
    });
  });

  it.each([
    ['a sender (P15)', { sender: undefined }, '/data/sender', formMessagesB.required],
    ['freight or consignments (P16)', { freight: [] }, '/data/freight', pickupMessages.freightOrConsignments],
    [
      'the sender time zone (P17)',
      { senderTimeZone: undefined },
      '/data/senderTimeZone',
      formMessagesB.required,
    ],
    ['a real time zone', { senderTimeZone: 'Mars/Olympus' }, '/data/senderTimeZone', pickupMessages.timeZone],
    ...(['width', 'height', 'length', 'weight'] as const).map(
      (field): [string, Record<string, unknown>, string, string] => [
        `freight ${field} (P18)`,
        { freight: [{ ...carton, [field]: undefined }] },
        `/data/freight/0/${field}`,
        formMessagesB.required,
      ],
    ),
    ['an ISO window', { pickupWindow: '10am for 3 hours' }, '/data/pickupWindow', INVALID_TIME_RANGE],
    [
      'a window that is not negative',
      { pickupWindow: '2026-03-06T10:00:00+11:00/-PT1H' },
      '/data/pickupWindow',
      INVALID_TIME_RANGE,
    ],
    [
      'a window on the pickup date',
      { pickupWindow: '2026-03-07T10:00:00+11:00/PT3H' },
      '/data/pickupWindow',
      pickupMessages.pickupDateMismatch,
    ],
    [
      'a pickup date not gone by in the sender’s time zone',
      { pickupDate: '2026-03-05', pickupWindow: '2026-03-05T10:00:00+11:00/PT3H' },
      '/data/pickupDate',
      'date must be after 5 Mar 2026',
    ],
    [
      'consignments of the site',
      { consignmentIds: ['999999'] },
      '/data/consignmentIds/0',
      pickupMessages.consignmentNotFound,
    ],
  ])('needs %s', async (_name, over, pointer, detail) => {
    const res = await create(w.alice, pickupBody(w.world.ids.melbourne, over));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toContainEqual(expect.objectContaining({ pointer, detail }));
  });

  it('refuses typed dangerous goods where the user may not send them', async () => {
    const dangerous = {
      ...carton,
      dangerousGoods: [
        { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
      ],
    };
    const res = await create(w.alice, pickupBody(w.world.ids.sydney, { freight: [dangerous] }));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toContainEqual(
      expect.objectContaining({
        pointer: '/data/freight/0/dangerousGoods',
        detail: dangerousGoodsPresetMessages.notAvailable,
      }),
    );
  });
});

describe('a pickup date gone by', () => {
  const dated2020 = { pickupDate: '2020-01-01', pickupWindow: '2020-01-01T09:00:00+11:00/PT8H' };

  it('is a 422 at the date on create and update, never services judged on that day’s lanes and rates', async () => {
    const created = await create(w.alice, pickupBody(w.world.ids.melbourne, dated2020));
    expectOneValidationError(created, '/data/pickupDate', 'date must be after 5 Mar 2026');
    const id = (await create(w.alice)).json<{ data: Pickup }>().data.id;
    const updated = await put(
      w.alice,
      `/api/sender/v0/pickups/${id}`,
      pickupBody(w.world.ids.melbourne, dated2020),
    );
    expectOneValidationError(updated, '/data/pickupDate', 'date must be after 5 Mar 2026');
    const kept = (await w.alice.get(`/api/sender/v0/pickups/${id}`)).json<{ data: Pickup }>().data;
    expect(kept.pickupDate).toBe('2026-03-06');
  });

  it('is counted where the carrier collects: still today in Perth after midnight in Melbourne', async () => {
    w.t.clock.set('2026-03-06T14:30:00Z'); // 1:30 am Saturday in Melbourne, 10:30 pm Friday in Perth
    const late = await w.world.signIn('alice');
    const perth = pickupBody(w.world.ids.melbourne, {
      senderTimeZone: 'Australia/Perth',
      pickupWindow: '2026-03-06T22:30:00+08:00/PT1H',
      sender: { name: 'Perth', locality: { id: '900003' } },
    });
    expect((await create(late, perth)).statusCode).toBe(201);
    expectOneValidationError(await create(late), '/data/pickupDate', 'date must be after 6 Mar 2026');
    w.t.clock.set(NOW);
  });

  it('of a pickup saved before, is said as too late to book, not as lanes and rates of that day', async () => {
    const id = (await create(w.alice)).json<{ data: Pickup }>().data.id;
    await w.t.database.db
      .update(pickups)
      .set({ pickupDate: '2020-01-01', windowStartsAt: new Date('2019-12-31T22:00:00Z') })
      .where(eq(pickups.id, Number(id)));
    const got = (await w.alice.get(`/api/sender/v0/pickups/${id}`)).json<{ data: Pickup }>().data;
    // Test Pickup Co's rates start in 2026: judged on 2020's, it would not collect from there nor have rates
    expect(serviceNamed(got, 'Test Pickup Co').evaluation).toEqual({ afterBookingCutoff: true });
    expect(serviceNamed(got, 'Test Road Co').evaluation).toEqual({ afterBookingCutoff: true });
  });

  it('cannot be requested once the day has gone by: the service says it is too late, and nothing else', async () => {
    const id = (await create(w.alice)).json<{ data: Pickup }>().data.id;
    w.t.clock.set('2026-03-06T22:00:00Z'); // 9 am the next day
    const late = await w.world.signIn('alice');
    const res = await requestPickup(late, id, w.world.agreed.pickupMetro);
    expectOneValidationError(
      res,
      '/data/service/agreedServiceId',
      `${pickupMessages.serviceNotSelectable}: ${pickupEvaluationReasons.afterBookingCutoff}`,
    );
    w.t.clock.set(NOW);
  });
});

describe('service evaluation through the API (P28)', () => {
  const flagsOf = async (over: Record<string, unknown>, client: TestClient = w.alice) => {
    const res = await create(client, pickupBody(w.world.ids.melbourne, over));
    expect(res.statusCode).toBe(201);
    return serviceNamed(res.json<{ data: Pickup }>().data, 'Test Pickup Co');
  };

  it('flags packaging the service does not collect', async () => {
    expect((await flagsOf({ freight: [{ ...carton, packagingType: 'Pallet' }] })).evaluation).toEqual({
      unsupportedPackagingTypes: true,
    });
  });

  it('flags destinations it does not deliver to, and partial destinations it does not take', async () => {
    const perth = { ...carton, destination: { locality: 'Perth', postcode: '6000', subdivision: 'WA' } };
    expect((await flagsOf({ freight: [perth] })).evaluation).toEqual({ unsupportedDestinations: true });
    const partial = { ...carton, destination: { postcode: '5000', subdivision: 'SA' } };
    const evaluated = await flagsOf({ freight: [partial] });
    expect(evaluated.evaluation).toEqual({ unsupportedPartialReceiverAddress: true });
    expect(evaluated.selectable).toBe(false);
  });

  it('flags a pickup place outside its zones', async () => {
    expect(
      (await flagsOf({ sender: { name: 'Perth', locality: { id: '900003' } } })).evaluation,
    ).toMatchObject({ unsupportedPickupLocation: true });
  });

  it('flags a window closing after its last pickup, counting its two-hour minimum', async () => {
    expect((await flagsOf({ pickupWindow: '2026-03-06T15:00:00+11:00/PT2H' })).evaluation).toEqual({});
    expect((await flagsOf({ pickupWindow: '2026-03-06T15:30:00+11:00/PT30M' })).evaluation).toEqual({
      afterPickupCutoff: true,
    });
  });

  it('flags a booking after 2 pm Melbourne time for the same day, from the minute after', async () => {
    w.t.clock.set('2026-03-06T03:00:59Z'); // 2:00:59 pm AEDT
    const late = await w.world.signIn('alice');
    expect((await flagsOf({}, late)).evaluation).toEqual({});
    w.t.clock.set('2026-03-06T03:01:00Z');
    expect((await flagsOf({}, late)).evaluation).toEqual({ afterBookingCutoff: true });
    w.t.clock.set(NOW);
  });
});

describe('PUT and GET /api/sender/v0/pickups/{id} (P22, P24)', () => {
  it('updates a pickup and reads it back', async () => {
    const id = (await create(w.alice)).json<{ data: Pickup }>().data.id;
    const res = await put(
      w.alice,
      `/api/sender/v0/pickups/${id}`,
      pickupBody(w.world.ids.melbourne, { reference: 'PU-2', pickupInstructions: 'Dock 3' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Pickup }>().data).toMatchObject({ id, reference: 'PU-2' });
    const got = await w.alice.get(`/api/sender/v0/pickups/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json<{ data: Pickup }>().data).toMatchObject({
      reference: 'PU-2',
      pickupInstructions: 'Dock 3',
    });
  });
});

describe('the sender contact phone (spec 5.2, G48)', () => {
  const withPhone = (phone: string) =>
    pickupBody(w.world.ids.melbourne, {
      sender: {
        name: 'Melbourne DC',
        locality: { id: String(LOCALITY.melbourne) },
        contact: { name: 'Dispatch desk', phone },
      },
    });

  it('refuses a number breaking the phone rules on create and update, naming the field', async () => {
    const created = await create(w.alice, withPhone('0312'));
    expectOneValidationError(created, '/data/sender/contact/phone', phoneMessages.tenDigits);

    const id = (await create(w.alice)).json<{ data: Pickup }>().data.id;
    const updated = await put(w.alice, `/api/sender/v0/pickups/${id}`, withPhone('(03) 8368 220'));
    expectOneValidationError(updated, '/data/sender/contact/phone', phoneMessages.tenDigits);
  });

  it('refuses a number too short to call, which the carrier would be sent as the contact on site', async () => {
    const created = await create(w.alice, withPhone('12'));
    expectOneValidationError(created, '/data/sender/contact/phone', phoneMessages.tooShort);
  });

  it.each(['03 8368 2200', '(03) 8368 2200', ''])('takes %j', async (phone) => {
    const res = await create(w.alice, withPhone(phone));
    expect(res.statusCode, res.body).toBe(201);
    const pickup = res.json<{ data: Pickup }>().data;
    expect(pickup.sender.contact.phone).toBe(phone === '' ? null : phone);
    const updated = await put(w.alice, `/api/sender/v0/pickups/${pickup.id}`, withPhone(phone));
    expect(updated.statusCode, updated.body).toBe(200);
  });
});

describe('POST /api/sender/pickups/search (P25)', () => {
  it('filters by pickupWindow, pages and sorts', async () => {
    for (const day of ['10', '11', '12']) {
      const res = await create(
        w.alice,
        pickupBody(w.world.ids.sydney, {
          pickupDate: `2026-03-${day}`,
          pickupWindow: `2026-03-${day}T09:00:00+11:00/PT2H`,
          reference: `DAY-${day}`,
        }),
      );
      expect(res.statusCode).toBe(201);
    }
    const search = (body: unknown) => w.alice.post('/api/sender/pickups/search', body);
    const inRange = await search({
      filter: {
        siteIds: [String(w.world.ids.sydney)],
        pickupWindow: { start: '2026-03-11', end: '2026-03-12' },
      },
      sort: 'pickupDate',
    });
    expect(inRange.statusCode).toBe(200);
    const found = inRange.json<{ data: PickupSummary[]; meta: { totalItems: number } }>();
    expect(found.data.map((p) => p.reference)).toEqual(['DAY-11', 'DAY-12']);
    expect(found.meta.totalItems).toBe(2);
    const paged = await search({
      filter: { siteIds: [String(w.world.ids.sydney)] },
      page: { limit: 1, offset: 1 },
      sort: '-pickupDate',
    });
    expect(paged.json<{ data: PickupSummary[] }>().data.map((p) => p.reference)).toEqual(['DAY-11']);
    const org = await search({ filter: { organisationId: String(w.world.ids.demo), status: 'draft' } });
    expect(org.json<{ meta: { totalItems: number } }>().meta.totalItems).toBeGreaterThan(3);
    expect((await search({ filter: { siteIds: ['1'] }, sort: 'nonsense' })).statusCode).toBe(422);
    // a window that ends before it starts is refused, as the other lists' date ranges are
    const backwards = await search({
      filter: {
        siteIds: [String(w.world.ids.sydney)],
        pickupWindow: { start: '2026-03-12', end: '2026-03-11' },
      },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({
      errors: [
        {
          detail: 'the end of the range must not be before its start',
          source: { pointer: '/filter/pickupWindow/end' },
        },
      ],
    });
  });

  it('shows a pickup changed outside the sender’s own requests (a carrier’s answer) once the app hears of it', async () => {
    const made = await create(w.alice, pickupBody(w.world.ids.sydney, { reference: 'HEARD-1' }));
    const { id } = made.json<{ data: Pickup }>().data;
    const rowOf = async () => {
      const res = await w.alice.post('/api/sender/pickups/search', {
        filter: { siteIds: [String(w.world.ids.sydney)] },
      });
      return res.json<{ data: PickupSummary[] }>().data.find((row) => row.id === id);
    };
    expect((await rowOf())?.status).toBe('draft');
    await changedOutside(w.t.app, LISTS_CHANGED_CHANNEL, w.world.ids.sydney, () =>
      w.t.app.db
        .update(pickups)
        .set({ status: 'confirmed' })
        .where(eq(pickups.id, Number(id))),
    );
    expect((await rowOf())?.status).toBe('confirmed');
  });
});

describe('tenancy', () => {
  it('another organisation can neither see, change, request nor search a pickup', async () => {
    const id = (await create(w.alice)).json<{ data: Pickup }>().data.id;
    expect((await w.olly.get(`/api/sender/v0/pickups/${id}`)).statusCode).toBe(404);
    expect(
      (await put(w.olly, `/api/sender/v0/pickups/${id}`, pickupBody(w.world.ids.melbourne))).statusCode,
    ).toBe(404);
    const request = await requestPickup(w.olly, id, w.world.agreed.melbourneRoad);
    expect(request.statusCode).toBe(404);
    expect((await create(w.olly)).statusCode).toBe(403);
    const search = await w.olly.post('/api/sender/pickups/search', {
      filter: { siteIds: [String(w.world.ids.melbourne)] },
    });
    expect(search.statusCode).toBe(403);
    const orgSearch = await w.olly.post('/api/sender/pickups/search', {
      filter: { organisationId: String(w.world.ids.demo) },
    });
    expect(orgSearch.statusCode).toBe(403);
    const cutoff = await w.olly.post('/api/sender/v0/pickup-service', {
      agreedServiceId: String(w.world.agreed.pickupMetro),
      pickupDate: '2026-03-06',
      from: { postcode: '3000', subdivision: 'VIC' },
    });
    expect(cutoff.statusCode).toBe(422);
    const reliability = await w.olly.get(`/api/sender/v0/pickup-reliability?siteId=${w.world.ids.melbourne}`);
    expect(reliability.statusCode).toBe(403);
    expect(
      (await new (w.alice.constructor as typeof TestClient)(w.t.app).get(`/api/sender/v0/pickups/${id}`))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/sender/v0/pickup-service (P26, P27)', () => {
  it('answers the booking cut-off with the sender offset, and 204 for a service without one', async () => {
    const res = await w.alice.post('/api/sender/v0/pickup-service', {
      agreedServiceId: String(w.world.agreed.pickupMetro),
      pickupDate: '2026-04-07',
      from: { name: 'Melbourne DC', postcode: '3000', subdivision: 'VIC', country: 'AU' },
    });
    expect(res.statusCode).toBe(200);
    // daylight saving ended on 5 April
    expect(res.json()).toEqual({ pickupBookingCutoff: '2026-04-07T14:00:00+10:00' });
    const none = await w.alice.post('/api/sender/v0/pickup-service', {
      agreedServiceId: String(w.world.agreed.melbourneRoad),
      pickupDate: '2026-04-07',
      from: { postcode: '3000', subdivision: 'VIC' },
    });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });
});
