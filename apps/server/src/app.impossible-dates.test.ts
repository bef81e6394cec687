/**
 * Dates that look right but that the database cannot hold or that JavaScript rolls over: year 0000 (PostgreSQL
 * has no year 0) and 30 February (read as 2 March). Each is a 422 at its field, never a 500 and never another day.
 */
import { describe, expect, it } from 'vitest';
import { trackingMessages } from '@freight/contracts';
import { useWorld } from './testing/test-world';
import { CONSIGNMENTS, errorsOf } from './modules/consignments/consignment-world.fixture';
import { quoteBody } from './modules/quotes/quote-world.fixture';
import { createTrackingWorld, EVENTS } from './modules/tracking/tracking-world.fixture';

const w = useWorld(createTrackingWorld);
const IMPOSSIBLE = ['0000-01-01', '2026-02-30', '2026-11-31'];

describe('impossible dates', () => {
  it('a quote set dispatched on one is refused at the dispatch date', async () => {
    const alice = await w.world.signIn('alice');
    for (const day of IMPOSSIBLE) {
      const res = await alice.post(
        '/api/sender/v0/quote-sets',
        quoteBody(w.world.ids.melbourne, { dispatchDate: day }),
      );
      expect(res.statusCode, day).toBe(422);
      expect(errorsOf(res.json())[0]?.pointer, day).toBe('/data/dispatchDate');
    }
  });

  it('a consignment list filtered by one is refused', async () => {
    const alice = await w.world.signIn('alice');
    for (const day of IMPOSSIBLE)
      for (const filter of ['filter[dispatchDate][start]', 'filter[dispatchDate]', 'filter[eta][end]']) {
        const res = await alice.get(
          `${CONSIGNMENTS}?filter[site.id]=${w.world.ids.melbourne}&${filter}=${day}`,
        );
        expect(res.statusCode, `${filter}=${day}`).toBe(422);
      }
  });

  it('pickup, manifest and estimate searches refuse one at either end of their ranges', async () => {
    const alice = await w.world.signIn('alice');
    const siteIds = [String(w.world.ids.melbourne)];
    for (const day of [...IMPOSSIBLE, '2026-02-30T10:00:00+11:00']) {
      const searches = [
        ['/api/sender/pickups/search', { pickupWindow: { start: day } }],
        ['/api/sender/pickups/search', { pickupWindow: { end: day } }],
        ['/api/sender/manifests/search', { created: { from: day } }],
        ['/api/sender/estimates/search', { createdAt: { to: day } }],
      ] as const;
      for (const [url, filter] of searches) {
        const res = await alice.post(url, { filter: { siteIds, ...filter } });
        expect(res.statusCode, `${url} ${JSON.stringify(filter)}`).toBe(422);
        const [field] = Object.keys(filter);
        expect(errorsOf(res.json())[0]?.pointer, `${url} ${JSON.stringify(filter)}`).toMatch(
          new RegExp(`^/filter/${field}/`),
        );
      }
    }
  });

  it("a carrier's ETA or event time on one is refused at the event's field, not read as another day", async () => {
    const consignment = await w.world.bookRoad();
    for (const eta of IMPOSSIBLE) {
      const res = await w.world.post(w.world.keys.road, EVENTS, {
        events: [
          {
            eventId: `eta-${eta}`,
            consignmentNo: consignment.consignmentNo,
            type: 'etaUpdated',
            eta,
            occurredAt: '2026-03-09T10:00:00+11:00',
          },
        ],
      });
      expect(res.statusCode, eta).toBe(422);
      expect(errorsOf(res.json())).toContainEqual(
        expect.objectContaining({
          pointer: '/events/0/eta',
          detail: expect.stringMatching(new RegExp(trackingMessages.etaDate, 'i')),
        }),
      );
    }
    const rolled = await w.world.post(w.world.keys.road, EVENTS, {
      events: [
        {
          eventId: 'when-1',
          consignmentNo: consignment.consignmentNo,
          type: 'pickedUp',
          occurredAt: '2026-02-30T10:00:00+11:00',
        },
      ],
    });
    expect(rolled.statusCode).toBe(422);
    expect(errorsOf(rolled.json())[0]?.pointer).toBe('/events/0/occurredAt');
  });
});
