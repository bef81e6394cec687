/**
 * Spec 3 (P28) through the API: the pricing and dangerous goods flags, and the booking and pickup cut-offs at the
 * exact minute on the days Melbourne's clocks change (5 April and 4 October 2026).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pickupEvaluationReasons, pickupMessages, type Pickup } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import { addRatedCarrier, grantService, lane } from '../../testing/test-carriers';
import { errorsOf } from '../quotes/quote-world.fixture';
import {
  carton,
  createPickupWorld,
  latestLinks,
  NOW,
  pickupBody,
  requestPickup,
} from './pickup-world.fixture';

let laterAgreed: number;

/** Test Later Co: its only rate card starts on 1 April 2026, so before then it has no price for anything. */
async function addLaterCarrier() {
  const deps = w.world.deps;
  await addRatedCarrier(deps, {
    carrier: { name: 'Test Later Co', contactEmail: 'pickups@later.example' },
    service: { name: 'Later', mode: 'road' },
    effectiveFrom: '2026-04-01',
    lanes: [lane('V1', 'S1', 800, 20, 1000, 2)],
  });
  return grantService(deps, w.world.ids.melbourne, ['Test Later Co', 'Later'], 'TLC-MEL');
}

const w = useWorld(createPickupWorld);
beforeAll(async () => {
  laterAgreed = await addLaterCarrier();
});

/** Signs in at the clock's time (a jump of weeks would end an older session) and creates the pickup. */
async function evaluated(over: Record<string, unknown>, at: string = NOW) {
  w.t.clock.set(at);
  const alice = await w.world.signIn('alice');
  const res = await alice.post('/api/sender/v0/pickups', pickupBody(w.world.ids.melbourne, over));
  expect(res.statusCode).toBe(201);
  return { alice, pickup: res.json<{ data: Pickup }>().data };
}

const service = (pickup: Pickup, carrier: string) => {
  const found = pickup.services.find((s) => s.carrierName === carrier);
  if (!found) throw new Error(`no ${carrier}`);
  return found;
};

const flagsOf = async (carrier: string, over: Record<string, unknown>, at?: string) =>
  service((await evaluated(over, at)).pickup, carrier).evaluation;

describe('unavailablePricing', () => {
  it('flags a service with no rate card in effect on the pickup date, and not once one is', async () => {
    const before = service((await evaluated({})).pickup, 'Test Later Co');
    // with no card in effect it has no lanes either
    expect(before.evaluation).toEqual({
      unavailablePricing: true,
      unsupportedPickupLocation: true,
      unsupportedDestinations: true,
    });
    expect(before.selectable).toBe(false);
    const april = await flagsOf('Test Later Co', {
      pickupDate: '2026-04-08',
      pickupWindow: '2026-04-08T10:00:00+10:00/PT3H',
    });
    expect(april).toEqual({});
  });

  it('refuses a request for the unpriced service, saying why in words', async () => {
    const { alice, pickup } = await evaluated({});
    const res = await requestPickup(alice, pickup.id, laterAgreed);
    expect(res.statusCode).toBe(422);
    const [error] = errorsOf(res.json());
    expect(error?.pointer).toBe('/data/service/agreedServiceId');
    expect(error?.detail).toContain(pickupMessages.serviceNotSelectable);
    expect(error?.detail).toContain(pickupEvaluationReasons.unavailablePricing);
  });
});

describe('dangerousGoods', () => {
  const paint = {
    ...carton,
    dangerousGoods: [
      { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
    ],
  };

  it('flags a service that does not carry dangerous goods, only when the freight has them', async () => {
    const { pickup } = await evaluated({ freight: [paint] });
    expect(pickup.hasDangerousGoods).toBe(true);
    expect(service(pickup, 'Test Pickup Co')).toMatchObject({
      evaluation: { dangerousGoods: true },
      selectable: false,
    });
    // Test Road Co carries them
    expect(service(pickup, 'Test Road Co').evaluation).toEqual({});
    expect(await flagsOf('Test Pickup Co', { freight: [carton] })).toEqual({});
  });

  it('refuses a request for that service with the reason', async () => {
    const { alice, pickup } = await evaluated({ freight: [paint] });
    const res = await requestPickup(alice, pickup.id, w.world.agreed.pickupMetro, false);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())[0]?.detail).toContain(pickupEvaluationReasons.dangerousGoods);
  });

  /** Test Road Co's e-mail for a pickup of this freight, dangerous goods not excluded by the sender. */
  async function roadMailFor(freight: unknown[]) {
    const { alice, pickup } = await evaluated({ freight });
    const res = await requestPickup(alice, pickup.id, w.world.agreed.melbourneRoad, false);
    expect(res.statusCode).toBe(201);
    return (await latestLinks(w.t, 'bookings@road.example')).text;
  }

  it('tells the carrier that carries them what the sender declared, entry by entry', async () => {
    const text = await roadMailFor([paint, { ...paint, description: 'More paint' }]);
    // each entry once, however many lines carry it
    expect(text).toContain('Dangerous goods: yes, as the sender declares\n  UN1263 PAINT, class 3, PG II\n');
    expect(text.match(/UN1263/g)).toHaveLength(1);
  });

  it('says so, rather than "yes", when dangerous goods are not excluded but no line lists any', async () => {
    const text = await roadMailFor([carton]);
    expect(text).toContain('Dangerous goods: not excluded by the sender, though no line lists any');
  });
});

describe('cut-offs on the days the clocks change in Melbourne (sender time zone)', () => {
  // Test Pickup Co: bookings close 2 pm, last pickup 5 pm, windows of at least two hours
  it('daylight saving ends 5 April: 2 pm AEST is 04:00Z, late from 04:01:00Z', async () => {
    const day = { pickupDate: '2026-04-05', pickupWindow: '2026-04-05T15:00:00+10:00/PT2H' };
    // 2 pm at the summer offset (03:00Z) has passed but bookings are still open
    expect(await flagsOf('Test Pickup Co', day, '2026-04-05T03:30:00Z')).toEqual({});
    expect(await flagsOf('Test Pickup Co', day, '2026-04-05T04:00:59.999Z')).toEqual({});
    expect(await flagsOf('Test Pickup Co', day, '2026-04-05T04:01:00Z')).toEqual({
      afterBookingCutoff: true,
    });
  });

  it('daylight saving starts 4 October: 2 pm AEDT is 03:00Z, late from 03:01:00Z', async () => {
    const day = { pickupDate: '2026-10-04', pickupWindow: '2026-10-04T15:00:00+11:00/PT2H' };
    expect(await flagsOf('Test Pickup Co', day, '2026-10-04T03:00:59.999Z')).toEqual({});
    expect(await flagsOf('Test Pickup Co', day, '2026-10-04T03:01:00Z')).toEqual({
      afterBookingCutoff: true,
    });
    // 2 pm at the winter offset (04:00Z) would still be open; it is not
    expect(await flagsOf('Test Pickup Co', day, '2026-10-04T03:30:00Z')).toEqual({
      afterBookingCutoff: true,
    });
  });

  it('the pickup cut-off is 5 pm local on a change day, to the minute', async () => {
    const at = '2026-04-04T22:00:00Z'; // 8 am AEST on 5 April
    const window = (start: string, duration: string) => ({
      pickupDate: '2026-04-05',
      pickupWindow: `2026-04-05T${start}+10:00/${duration}`,
    });
    expect(await flagsOf('Test Pickup Co', window('15:00:00', 'PT2H'), at)).toEqual({});
    expect(await flagsOf('Test Pickup Co', window('15:01:00', 'PT2H'), at)).toEqual({
      afterPickupCutoff: true,
    });
    // a window opening before the clocks go back (2:30 am AEDT) lasts real time: 5 pm AEST is 15 h 30 min
    // later, not the 14 h 30 min the clock face shows
    const early = { pickupDate: '2026-04-05', pickupWindow: '2026-04-05T02:30:00+11:00/PT15H30M' };
    expect(await flagsOf('Test Pickup Co', early, '2026-04-04T12:00:00Z')).toEqual({});
    const longer = { ...early, pickupWindow: '2026-04-05T02:30:00+11:00/PT15H31M' };
    expect(await flagsOf('Test Pickup Co', longer, '2026-04-04T12:00:00Z')).toEqual({
      afterPickupCutoff: true,
    });
  });

  it('pickup-service answers the cut-off with the offset of that day', async () => {
    w.t.clock.set('2026-04-01T00:00:00Z');
    const alice: TestClient = await w.world.signIn('alice');
    const cutoff = async (pickupDate: string) =>
      (
        await alice.post('/api/sender/v0/pickup-service', {
          agreedServiceId: String(w.world.agreed.pickupMetro),
          pickupDate,
          from: { postcode: '3000', subdivision: 'VIC' },
        })
      ).json<{ pickupBookingCutoff: string }>().pickupBookingCutoff;
    expect(await cutoff('2026-04-04')).toBe('2026-04-04T14:00:00+11:00');
    expect(await cutoff('2026-04-05')).toBe('2026-04-05T14:00:00+10:00');
    expect(await cutoff('2026-10-04')).toBe('2026-10-04T14:00:00+11:00');
  });
});
