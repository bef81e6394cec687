/**
 * Spec 4, 6 through the API: a pickup pre-filled from consignments (their freight and destinations, and the
 * request recorded on each consignment), and the dangerous goods gate on viewing a pickup (P30).
 */
import { describe, expect, it } from 'vitest';
import {
  dangerousGoodsPresetMessages,
  type Consignment,
  type ConsignmentPickupRequest,
  type Pickup,
} from '@freight/contracts';
import { TestClient } from '../../testing/http-client';
import { book, CONSIGNMENTS, useConsignmentWorldWith } from '../consignments/consignment-world.fixture';
import { errorsOf } from '../quotes/quote-world.fixture';
import { carton, latestLinks, NOW, pickupBody, put, requestPickup } from './pickup-world.fixture';
import { updateSite } from '../../testing/fixtures';

const w = useConsignmentWorldWith({ at: NOW }, 'alice', 'dan');

const adelaide = { locality: 'Adelaide', postcode: '5000', subdivision: 'SA', countryId: 'AU' };

async function create(over: Record<string, unknown>) {
  const res = await w.alice.post('/api/sender/v0/pickups', pickupBody(w.world.ids.melbourne, over));
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Pickup }>().data;
}

async function request(id: string) {
  const res = await requestPickup(w.alice, id, w.world.agreed.melbourneRoad);
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Pickup }>().data;
}

const pickupRequestsOf = async (id: string) => {
  const res = await w.alice.get(`${CONSIGNMENTS}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Consignment }>().data.pickupRequests;
};

describe('a pickup from consignments (prefill)', () => {
  it('carries the consignments’ freight and destinations, and each consignment records the request', async () => {
    const a = (await book(w.alice, w.booking)).consignment;
    const b = (await book(w.alice, w.booking)).consignment;
    const pickup = await create({ freight: [], consignmentIds: [a.id, b.id] });
    expect(pickup.freightProfile.consignments).toEqual([
      { id: a.id, consignmentNo: a.consignmentNo, receiverName: 'Adelaide Customer' },
      { id: b.id, consignmentNo: b.consignmentNo, receiverName: 'Adelaide Customer' },
    ]);
    expect(pickup.freightProfile.freight).toEqual(
      [a.id, b.id].map((consignmentId) =>
        expect.objectContaining({
          consignmentId,
          destination: adelaide,
          packagingType: 'Carton',
          length: 400,
          width: 300,
          height: 200,
          weight: 10_000,
          quantity: 1,
        }),
      ),
    );
    expect(pickup.totals).toEqual({ items: 2, volume: 2 * 400 * 300 * 200, weight: 20_000 });
    // the destinations are evaluated: Test Road Co delivers to Adelaide from Melbourne
    expect(pickup.services.find((s) => s.carrierName === 'Test Road Co')?.evaluation).toEqual({});
    // nothing is recorded on a consignment before the pickup is requested
    expect(await pickupRequestsOf(a.id)).toEqual([]);

    const requested = await request(pickup.id);
    const [first] = requested.requests;
    for (const id of [a.id, b.id])
      expect(await pickupRequestsOf(id)).toEqual([
        {
          requestId: first?.id,
          pickupId: pickup.id,
          status: 'requested',
          createdAt: first?.createdAt,
          updatedAt: first?.updatedAt,
        } satisfies Partial<ConsignmentPickupRequest>,
      ]);

    // the carrier's answer reaches the consignments
    w.t.clock.advance(60_000);
    const links = await latestLinks(w.t, 'bookings@road.example');
    // the carrier's e-mail names the consignments to collect
    expect(links.text).toContain(`Consignments: ${a.consignmentNo}, ${b.consignmentNo}`);
    const carrier = new TestClient(w.t.app);
    const confirmed = await put(
      carrier,
      `/api/sender/v0/pickups/confirmation/${encodeURIComponent(links.confirm)}`,
      { data: { confirm: true } },
    );
    expect(confirmed.statusCode).toBe(200);
    const [recorded] = await pickupRequestsOf(a.id);
    expect(recorded).toMatchObject({ requestId: first?.id, pickupId: pickup.id, status: 'confirmed' });
    expect(recorded?.updatedAt).not.toBe(first?.updatedAt);

    // a new request of the same pickup replaces the entry; the pickup stays one entry per consignment
    const again = await request(pickup.id);
    const latest = again.requests.find((r) => !r.superseded);
    expect(await pickupRequestsOf(b.id)).toEqual([
      expect.objectContaining({ requestId: latest?.id, pickupId: pickup.id, status: 'requested' }),
    ]);
  });

  it('mixes consignments with typed freight to its own destination', async () => {
    const a = (await book(w.alice, w.booking, { carrier: 'Test Express Co' })).consignment;
    const perth = { ...carton, destination: { locality: 'Perth', postcode: '6000', subdivision: 'WA' } };
    const pickup = await create({ freight: [perth], consignmentIds: [a.id] });
    expect(
      pickup.freightProfile.freight.map((line) => [line.consignmentId, line.destination?.locality]),
    ).toEqual([
      [a.id, 'Adelaide'],
      [null, 'Perth'],
    ]);
    // Test Express Co has no lane to Perth
    expect(pickup.services.find((s) => s.carrierName === 'Test Express Co')?.evaluation).toMatchObject({
      unsupportedDestinations: true,
    });
  });

  it('offers only the services of the carrier the consignments are booked with, and refuses another’s', async () => {
    const express = (await book(w.alice, w.booking, { carrier: 'Test Express Co' })).consignment;
    const pickup = await create({ freight: [], consignmentIds: [express.id] });
    expect(pickup.services.map((s) => s.carrierName)).toEqual(['Test Express Co']);
    // typed freight alone may go to any of the site's carriers
    const typed = await create({ freight: [carton], consignmentIds: [] });
    expect(new Set(typed.services.map((s) => s.carrierName))).toEqual(
      new Set(['Test Road Co', 'Test Express Co']),
    );

    const res = await requestPickup(w.alice, pickup.id, w.world.agreed.melbourneRoad);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())[0]).toMatchObject({
      pointer: '/data/service/agreedServiceId',
      detail: 'choose an agreed service of the carrier the consignments are booked with',
    });
  });

  it('refuses another organisation’s consignment as not found on the site', async () => {
    const theirs = await w.world.signIn('olly');
    const booked = await book(theirs, {
      siteId: w.world.ids.adelaide,
      senderAddressId: w.world.addresses.secondAdelaide,
      receiverAddressId: w.world.addresses.secondMelbourne,
    });
    const res = await w.alice.post(
      '/api/sender/v0/pickups',
      pickupBody(w.world.ids.melbourne, { freight: [], consignmentIds: [booked.consignment.id] }),
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())[0]?.pointer).toBe('/data/consignmentIds/0');
  });
});

describe('viewing a pickup with dangerous goods (P30)', () => {
  const paint = {
    ...carton,
    dangerousGoods: [
      { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
    ],
  };
  const setFeature = (transacting: boolean, hasTransacted: boolean) =>
    updateSite(w.t.database.db, w.world.ids.melbourne, {
      dangerousGoodsTransacting: transacting,
      dangerousGoodsHasTransacted: hasTransacted,
    });

  it('needs the site’s feature on or past use, not the user’s right to send them', async () => {
    const dangerous = await create({ freight: [paint] });
    const plain = await create({ freight: [carton] });
    expect(dangerous.hasDangerousGoods).toBe(true);
    // dan holds the site without the right to send dangerous goods: viewing needs only the feature
    expect((await w.dan.get(`/api/sender/v0/pickups/${dangerous.id}`)).statusCode).toBe(200);
    try {
      await setFeature(false, false);
      const refused = await w.alice.get(`/api/sender/v0/pickups/${dangerous.id}`);
      expect(refused.statusCode).toBe(403);
      expect(errorsOf(refused.json())[0]?.detail).toBe(dangerousGoodsPresetMessages.notAvailable);
      const requested = await requestPickup(w.alice, dangerous.id, w.world.agreed.melbourneRoad, false);
      expect(requested.statusCode).toBe(403);
      // a pickup without dangerous goods stays visible
      expect((await w.alice.get(`/api/sender/v0/pickups/${plain.id}`)).statusCode).toBe(200);
      // feature off, but the site has sent dangerous goods before
      await setFeature(false, true);
      expect((await w.dan.get(`/api/sender/v0/pickups/${dangerous.id}`)).statusCode).toBe(200);
    } finally {
      await setFeature(true, false);
    }
  });
});
