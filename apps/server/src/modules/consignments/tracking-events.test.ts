import { describe, expect, it } from 'vitest';
import type { Consignment, ConsignmentListResponse } from '@freight/contracts';
import { book, carton, CONSIGNMENTS, useConsignmentWorld } from './consignment-world.fixture';
import { recordTrackingEvents } from './tracking-events';

const w = useConsignmentWorld();

describe('tracking events', () => {
  it('show on the consignment oldest first, and a delivery takes it out of the overdue list', async () => {
    const alice = await w.world.signIn('alice');
    const booking = {
      ...w.world.melbourneToAdelaide,
      lineItems: [carton],
    };
    const { consignment } = await book(alice, booking);
    const { consignment: other } = await book(alice, booking);
    const url = `${CONSIGNMENTS}/${consignment.id}`;
    const fresh = (await alice.get(url)).json<{ data: Consignment }>().data;
    expect(fresh.tracking).toEqual({ events: [] });
    expect(fresh.isFullyDelivered).toBe(false);

    await recordTrackingEvents(w.t.database.db, Number(consignment.id), [
      {
        type: 'delivered',
        occurredAt: new Date('2026-03-11T03:10:00Z'),
        description: 'Delivered',
        location: 'Adelaide SA',
      },
      {
        type: 'pickedUp',
        occurredAt: new Date('2026-03-09T23:00:00Z'),
        description: 'Picked up',
        location: 'Melbourne VIC',
      },
      {
        type: 'proofOfDelivery',
        occurredAt: new Date('2026-03-11T03:11:00Z'),
        description: 'Signed for by J. Citizen',
        location: null,
        documentId: 'pod-1',
      },
    ]);
    const tracked = (await alice.get(url)).json<{ data: Consignment }>().data;
    expect(tracked.tracking.events.map((event) => event.type)).toEqual([
      'pickedUp',
      'delivered',
      'proofOfDelivery',
    ]);
    expect(tracked.tracking.events[2]).toEqual({
      type: 'proofOfDelivery',
      data: {
        occurredAt: '2026-03-11T03:11:00.000Z',
        description: 'Signed for by J. Citizen',
        location: null,
        documentId: 'pod-1',
      },
    });
    expect(tracked.isFullyDelivered).toBe(true);
    // the carrier's report is not a shipper's edit: an edit from the earlier ETag still applies
    expect(tracked.version).toBe(fresh.version);

    const before = w.t.clock.now();
    try {
      w.t.clock.set('2026-04-01T02:00:00Z');
      const later = await w.world.signIn('alice');
      const overdue = (
        await later.get(`${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&filter[overdue]=true`)
      ).json<ConsignmentListResponse>();
      const numbers = overdue.data.map((row) => row.consignmentNo);
      expect(numbers).toContain(other.consignmentNo);
      expect(numbers).not.toContain(consignment.consignmentNo);
    } finally {
      w.t.clock.set(before);
    }
  });
});
