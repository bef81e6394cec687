import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  carrierApiMessages,
  trackingMessages,
  type Consignment,
  type ConsignmentListResponse,
  type TrackingEventBatch,
} from '@freight/contracts';
import { consignmentTrackingEvents } from '../../db/schema';
import { useWorld } from '../../testing/test-world';
import { CONSIGNMENTS, errorsOf, invalidPointers } from '../consignments/consignment-world.fixture';
import { createTrackingWorld, EVENTS, trackingEvent } from './tracking-world.fixture';

type Events = TrackingEventBatch['events'];

const w = useWorld(createTrackingWorld);
beforeAll(async () => {
  w.t.clock.set('2026-03-10T00:00:00Z');
});

const eventCount = async (consignmentId: string) =>
  (
    await w.t.database.db
      .select({ id: consignmentTrackingEvents.id })
      .from(consignmentTrackingEvents)
      .where(eq(consignmentTrackingEvents.consignmentId, Number(consignmentId)))
  ).length;

const view = async (id: string) => {
  const alice = await w.world.signIn('alice');
  return (await alice.get(`${CONSIGNMENTS}/${id}`)).json<{ data: Consignment }>().data;
};

describe('POST /api/carrier/v0/tracking-events', () => {
  it('needs the carrier’s key', async () => {
    const consignment = await w.world.bookRoad();
    const events: Events = [
      trackingEvent('k-1', consignment.consignmentNo, 'pickedUp', '2026-03-09T09:00:00+11:00'),
    ];
    const missing = await w.t.app.inject({ method: 'POST', url: EVENTS, payload: { events } });
    expect(missing.statusCode).toBe(401);
    expect(errorsOf(missing.json())[0]?.detail).toBe(carrierApiMessages.missingKey);
    const wrong = await w.world.post('fcar_wrong', EVENTS, { events });
    expect(wrong.statusCode).toBe(401);
    expect(errorsOf(wrong.json())[0]?.detail).toBe(carrierApiMessages.invalidKey);
    // another carrier's key: the consignment is not its own, answered like an unknown number
    const other = await w.world.report(w.world.keys.express, events);
    expect(other.results).toEqual([
      {
        index: 0,
        eventId: 'k-1',
        status: 'rejected',
        code: 'unknownConsignment',
        detail: trackingMessages.unknownConsignment,
      },
    ]);
    expect(await eventCount(consignment.id)).toBe(0);
  });

  it('answers each event on its own, and the same batch twice changes nothing', async () => {
    const consignment = await w.world.bookRoad();
    const sscc = consignment.lineItems[0]?.itemIds[0] ?? '';
    expect(sscc).toMatch(/^\d{18}$/);
    const batch: Events = [
      trackingEvent('b-1', consignment.consignmentNo, 'booked', '2026-03-09T08:00:00+11:00'),
      {
        eventId: 'b-2',
        sscc,
        type: 'pickedUp',
        occurredAt: '2026-03-09T10:00:00+11:00',
        location: 'Melbourne VIC',
      },
      {
        eventId: 'b-3',
        consignmentNo: consignment.consignmentNo,
        type: 'exception',
        reason: 'Address incomplete',
        occurredAt: '2026-03-09T12:00:00+11:00',
      },
      trackingEvent('b-4', 'NOPE0000001', 'inTransit', '2026-03-09T12:00:00+11:00'),
      trackingEvent('b-5', consignment.consignmentNo, 'inTransit', '2026-03-11T12:00:00+11:00'),
      trackingEvent('b-6', consignment.consignmentNo, 'inTransit', '2025-01-01T12:00:00+11:00'),
      trackingEvent('b-1', consignment.consignmentNo, 'booked', '2026-03-09T08:00:00+11:00'),
    ];
    const first = await w.world.report(w.world.keys.road, batch);
    expect(first.results.map((r) => [r.eventId, r.status, r.code])).toEqual([
      ['b-1', 'accepted', undefined],
      ['b-2', 'accepted', undefined],
      ['b-3', 'accepted', undefined],
      ['b-4', 'rejected', 'unknownConsignment'],
      ['b-5', 'rejected', 'future'],
      ['b-6', 'rejected', 'beforeDispatch'],
      ['b-1', 'duplicate', undefined],
    ]);
    expect(first).toMatchObject({ accepted: 3, duplicates: 1, rejected: 3 });
    const before = await view(consignment.id);
    expect(before.tracking.events.map((e) => e.type)).toEqual(['booked', 'pickedUp', 'exception']);
    expect(before.tracking.events[1]?.data.location).toBe('Melbourne VIC');
    expect(before.tracking.events[2]?.data.reason).toBe('Address incomplete');

    const again = await w.world.report(w.world.keys.road, batch);
    expect(again).toMatchObject({ accepted: 0, duplicates: 4, rejected: 3 });
    expect(await eventCount(consignment.id)).toBe(3);
    expect(await view(consignment.id)).toEqual(before);
  });

  it('keeps an older event in the timeline without letting it change the status or ETA', async () => {
    const consignment = await w.world.bookRoad();
    const no = consignment.consignmentNo;
    await w.world.report(w.world.keys.road, [
      { eventId: 'o-1', consignmentNo: no, type: 'inTransit', occurredAt: '2026-03-09T15:00:00+11:00' },
      {
        eventId: 'o-2',
        consignmentNo: no,
        type: 'etaUpdated',
        eta: '2026-03-13',
        occurredAt: '2026-03-09T15:00:00+11:00',
      },
    ]);
    const late = await w.world.report(w.world.keys.road, [
      { eventId: 'o-3', consignmentNo: no, type: 'pickedUp', occurredAt: '2026-03-09T09:00:00+11:00' },
      {
        eventId: 'o-4',
        consignmentNo: no,
        type: 'etaUpdated',
        eta: '2026-03-20',
        occurredAt: '2026-03-09T09:30:00+11:00',
      },
    ]);
    expect(late.results.map((r) => [r.status, r.outOfOrder])).toEqual([
      ['accepted', true],
      ['accepted', true],
    ]);
    const after = await view(consignment.id);
    expect(after.tracking.events.map((e) => e.type)).toEqual([
      'pickedUp',
      'etaUpdated',
      'inTransit',
      'etaUpdated',
    ]);
    expect(after.estimatedTimeOfArrival).toBe('2026-03-13');
  });

  it('marks delivered consignments fully delivered; a partial delivery does not', async () => {
    const partial = await w.world.bookRoad();
    const full = await w.world.bookRoad();
    await w.world.report(w.world.keys.road, [
      trackingEvent('d-1', partial.consignmentNo, 'partiallyDelivered', '2026-03-09T16:00:00+11:00'),
      trackingEvent('d-2', full.consignmentNo, 'delivered', '2026-03-09T16:00:00+11:00'),
    ]);
    expect((await view(partial.id)).isFullyDelivered).toBe(false);
    expect((await view(full.id)).isFullyDelivered).toBe(true);
    // the carrier's report is not a shipper's edit
    expect((await view(full.id)).version).toBe(full.version);
  });

  it('moves the ETA, so the overdue filter follows it', async () => {
    const consignment = await w.world.bookRoad();
    const eta = consignment.estimatedTimeOfArrival ?? '';
    const overdue = async () => {
      const alice = await w.world.signIn('alice');
      const list = (
        await alice.get(
          `${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&filter[overdue]=true&page[limit]=100`,
        )
      ).json<ConsignmentListResponse>();
      return list.data.map((row) => row.consignmentNo).includes(consignment.consignmentNo);
    };
    // the day after its ETA it is overdue
    w.t.clock.set(`${eta}T23:00:00Z`);
    expect(await overdue()).toBe(true);
    const moved = await w.world.report(w.world.keys.road, [
      {
        eventId: 'eta-1',
        consignmentNo: consignment.consignmentNo,
        type: 'etaUpdated',
        eta: '2026-06-30',
        occurredAt: `${eta}T22:00:00Z`,
      },
    ]);
    expect(moved.accepted).toBe(1);
    expect((await view(consignment.id)).estimatedTimeOfArrival).toBe('2026-06-30');
    expect(await overdue()).toBe(false);
    w.t.clock.set('2026-03-10T00:00:00Z');
  });

  it('moves several consignments in one batch, each by its own newest events', async () => {
    const first = await w.world.bookRoad();
    const second = await w.world.bookRoad();
    const untouched = await w.world.bookRoad();
    const eta = (id: string, no: string, on: string, at: string) => ({
      eventId: id,
      consignmentNo: no,
      type: 'etaUpdated' as const,
      eta: on,
      occurredAt: at,
    });
    const answer = await w.world.report(w.world.keys.road, [
      eta('s-1', first.consignmentNo, '2026-03-16', '2026-03-09T12:00:00+11:00'),
      // older than s-1 though later in the batch: kept, but the ETA stays s-1's
      eta('s-2', first.consignmentNo, '2026-03-30', '2026-03-09T10:00:00+11:00'),
      eta('s-3', second.consignmentNo, '2026-03-18', '2026-03-09T10:00:00+11:00'),
      eta('s-4', second.consignmentNo, '2026-03-19', '2026-03-09T11:00:00+11:00'),
      trackingEvent('s-5', second.consignmentNo, 'delivered', '2026-03-09T13:00:00+11:00'),
    ]);
    expect(answer.results.map((r) => [r.eventId, r.status, r.outOfOrder ?? false])).toEqual([
      ['s-1', 'accepted', false],
      ['s-2', 'accepted', true],
      ['s-3', 'accepted', false],
      ['s-4', 'accepted', false],
      ['s-5', 'accepted', false],
    ]);
    const [a, b, c] = await Promise.all([view(first.id), view(second.id), view(untouched.id)]);
    expect([a.estimatedTimeOfArrival, a.isFullyDelivered]).toEqual(['2026-03-16', false]);
    expect([b.estimatedTimeOfArrival, b.isFullyDelivered]).toEqual(['2026-03-19', true]);
    expect([c.estimatedTimeOfArrival, c.isFullyDelivered]).toEqual([untouched.estimatedTimeOfArrival, false]);
    expect(await eventCount(first.id)).toBe(2);
  });

  it('refuses a malformed event with a pointer to it', async () => {
    const res = await w.world.post(w.world.keys.road, EVENTS, {
      events: [{ eventId: 'm-1', consignmentNo: 'X', type: 'exception', occurredAt: '2026-03-09T10:00:00' }],
    });
    const pointers = invalidPointers(res);
    expect(pointers).toContain('/events/0/occurredAt');
    expect(pointers).toContain('/events/0/reason');
    const empty = await w.world.post(w.world.keys.road, EVENTS, { events: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('takes any batch the schema takes, every text at its longest and escaped; a larger body is 413', async () => {
    const consignment = await w.world.bookRoad();
    // JSON escapes: six bytes a character, the most a schema-valid batch can weigh
    const escaped = (length: number, prefix = '') => prefix + '\\u00e9'.repeat(length - prefix.length);
    const event = (index: number) =>
      `{"eventId":"${escaped(100, `x-${index}-`)}","consignmentNo":"${consignment.consignmentNo}",` +
      `"type":"exception","occurredAt":"2026-03-09T10:00:00+11:00","location":"${escaped(200)}",` +
      `"description":"${escaped(500)}","reason":"${escaped(200)}"}`;
    const body = `{"events":[${Array.from({ length: 500 }, (_, index) => event(index)).join(',')}]}`;
    expect(body.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const send = (payload: string) =>
      w.t.app.inject({
        method: 'POST',
        url: EVENTS,
        headers: { authorization: `Bearer ${w.world.keys.road}`, 'content-type': 'application/json' },
        payload,
      });
    const res = await send(body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json<{ data: { accepted: number } }>().data.accepted).toBe(500);

    const tooLarge = await send(`${body.slice(0, -2)},${body.slice(body.indexOf('[') + 1)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errors: [{ status: '413', title: 'Payload too large' }] });
  });

  it('refuses text with a lone surrogate half with a pointer, as it refuses NUL', async () => {
    const consignment = await w.world.bookRoad();
    const res = await w.world.post(w.world.keys.road, EVENTS, {
      events: [
        {
          eventId: 's-1',
          consignmentNo: consignment.consignmentNo,
          type: 'exception',
          reason: 'Damaged \ud800',
          occurredAt: '2026-03-09T10:00:00+11:00',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(invalidPointers(res)).toEqual(['/events/0/reason']);
    expect(await eventCount(consignment.id)).toBe(0);
  });

  it('shows each consignment’s newest event in the lists', async () => {
    const moving = await w.world.bookRoad();
    const quiet = await w.world.bookRoad();
    await w.world.report(w.world.keys.road, [
      trackingEvent('l-2', moving.consignmentNo, 'inTransit', '2026-03-09T12:00:00+11:00'),
      trackingEvent('l-1', moving.consignmentNo, 'pickedUp', '2026-03-09T09:00:00+11:00'),
    ]);
    const alice = await w.world.signIn('alice');
    const list = (
      await alice.get(`${CONSIGNMENTS}?filter[organisation.id]=${w.world.ids.demo}&page[limit]=100`)
    ).json<ConsignmentListResponse>();
    const row = (no: string) => list.data.find((r) => r.consignmentNo === no);
    expect(row(moving.consignmentNo)?.tracking.latestEvent).toMatchObject({
      type: 'inTransit',
      data: { occurredAt: '2026-03-09T01:00:00.000Z' },
    });
    expect(row(quiet.consignmentNo)?.tracking.latestEvent).toBeNull();
  });

  it('is described in the carrier API’s OpenAPI document', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/carrier/v0/openapi.json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/carrier/v0/tracking-events', '/api/carrier/v0/proofs-of-delivery']),
    );
  });
});
