import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  pickupMessages,
  type CarrierPickup,
  type Pickup,
  type PickupReliabilityRow,
} from '@freight/contracts';
import { TestClient } from '../../testing/http-client';
import { createTestApp } from '../../testing/test-app';
import { errorsOf, LOCALITY } from '../quotes/quote-world.fixture';
import { resendPickupLinks } from './pickup-links.service';
import { createPickupWorld, latestLinks, NOW, pickupBody, put, requestPickup } from './pickup-world.fixture';
import { useWorldWith } from '../../testing/test-world';
let ipCounter = 0;

const w = useWorldWith({ env: { TRUST_PROXY: 'true' } }, createPickupWorld, 'alice');

/** A carrier's browser: no session, its own address so the rate limit counts it alone. */
function carrier() {
  const client = new TestClient(w.t.app);
  const ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  ipCounter += 1;
  return {
    view: (token: string) =>
      client.get(`/api/sender/v0/pickups/confirmation/${encodeURIComponent(token)}`, {
        'x-forwarded-for': ip,
      }),
    answer: (token: string, data: unknown) =>
      put(
        client,
        `/api/sender/v0/pickups/confirmation/${encodeURIComponent(token)}`,
        { data },
        { 'x-forwarded-for': ip },
      ),
  };
}

async function requestedPickup(
  over: Record<string, unknown> = {},
  agreedServiceId = w.world.agreed.pickupMetro,
) {
  const created = await w.alice.post('/api/sender/v0/pickups', pickupBody(w.world.ids.melbourne, over));
  expect(created.statusCode).toBe(201);
  const id = created.json<{ data: Pickup }>().data.id;
  const res = await requestPickup(w.alice, id, agreedServiceId);
  expect(res.statusCode).toBe(201);
  return {
    id,
    pickup: res.json<{ data: Pickup }>().data,
    links: await latestLinks(w.t, 'pickups@pickup.example'),
  };
}

describe('POST /api/sender/v0/pickups/{id}/requests (P19, P23)', () => {
  it('tells the carrier whom to ask for on site', async () => {
    const { links } = await requestedPickup({
      sender: {
        name: 'Melbourne DC',
        locality: { id: String(LOCALITY.melbourne) },
        contact: { name: 'Dana Dock', phone: '03 8368 2200' },
      },
    });
    expect(links.text).toContain('Contact on site: Dana Dock, 03 8368 2200');
    expect(links.text).toContain('Dangerous goods: none, as the sender declares');
    expect(links.text).not.toContain('Consignments:');
  });

  it('requests the pickup: the carrier is e-mailed a summary with confirm and reject links', async () => {
    const { pickup, links } = await requestedPickup();
    expect(pickup.status).toBe('requested');
    expect(pickup.service).toMatchObject({
      carrierName: 'Test Pickup Co',
      agreedServiceId: String(w.world.agreed.pickupMetro),
    });
    expect(pickup.dangerousGoodsDeclaration).toEqual({ excludesDangerousGoods: true });
    expect(pickup.requests).toHaveLength(1);
    expect(links.text).toContain('Carrier account: TPC-MEL');
    expect(links.text).toContain('Carrier | Service: Test Pickup Co | Metro\n');
    // the date as the app and the carrier's page say it
    expect(links.text).toContain('Pickup date: Fri, 6 Mar 2026\n');
    expect(links.text).toContain('Pickup window: 10:00 am - 1:00 pm');
    expect(links.text).toMatch(/\/carrier-pickup\?action=confirm&token=/);
    expect(links.confirm).toBe(links.reject);
    expect(links.confirm.length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a service that cannot collect the pickup, with the reasons', async () => {
    const created = await w.alice.post('/api/sender/v0/pickups', pickupBody(w.world.ids.melbourne));
    const id = created.json<{ data: Pickup }>().data.id;
    const res = await requestPickup(w.alice, id, w.world.agreed.melbourneExpress);
    expect(res.statusCode).toBe(422);
    const [error] = errorsOf(res.json());
    expect(error?.pointer).toBe('/data/service/agreedServiceId');
    expect(error?.detail).toContain(pickupMessages.serviceNotSelectable);
    const other = await requestPickup(w.alice, id, w.world.agreed.sydneyRoad);
    expect(errorsOf(other.json())[0]?.detail).toBe(pickupMessages.serviceNotAgreed);
    const missing = await w.alice.post(`/api/sender/v0/pickups/${id}/requests`, { data: { service: {} } });
    expect(missing.statusCode).toBe(422);
  });
});

describe('the carrier pickup response (spec 2, 4, 7; Q08 to Q12)', () => {
  it('shows only the summary: no receiver, no prices', async () => {
    const { links } = await requestedPickup({ reference: 'PU-SUMMARY' });
    const res = await carrier().view(links.confirm);
    expect(res.statusCode).toBe(200);
    const shown = res.json<{ data: { data: CarrierPickup } }>().data.data;
    expect(shown).toEqual({
      carrierName: 'Test Pickup Co',
      carrierChargeAccount: 'TPC-MEL',
      serviceName: 'Metro',
      pickupDate: '2026-03-06',
      pickupWindow: '2026-03-06T10:00:00+11:00/PT3H',
      pickupCloseTime: '13:00',
      reference: 'PU-SUMMARY',
      sender: {
        name: 'Melbourne DC',
        line1: null,
        locality: 'Melbourne',
        subdivision: 'VIC',
        postcode: '3000',
      },
      totalItems: 2,
      totalVolume: 48_000_000,
      totalWeight: 16_000,
      confirmation: null,
      rejection: null,
    });
    expect(res.body).not.toContain('Adelaide');
  });

  it('confirms, then takes a reference once; confirming again is 403, rejecting is 409', async () => {
    const { id, links } = await requestedPickup();
    const page = carrier();
    const first = await page.answer(links.confirm, { confirm: true });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { data: CarrierPickup } }>().data.data.confirmation).toMatchObject({
      confirmedAt: new Date(NOW).toISOString(),
      carrierReference: null,
    });
    const again = await page.answer(links.confirm, { confirm: true });
    expect(again.statusCode).toBe(403);
    const withReference = await page.answer(links.confirm, {
      confirm: true,
      confirmationReference: 'BK-7781',
    });
    expect(withReference.statusCode).toBe(200);
    expect(
      withReference.json<{ data: { data: CarrierPickup } }>().data.data.confirmation?.carrierReference,
    ).toBe('BK-7781');
    expect(
      (await page.answer(links.confirm, { confirm: true, confirmationReference: 'BK-9' })).statusCode,
    ).toBe(403);
    const reject = await page.answer(links.reject, { confirm: false, rejectReason: 'No truck' });
    expect(reject.statusCode).toBe(409);
    expect(errorsOf(reject.json())[0]).toMatchObject({
      code: errorCodes.conflict,
      detail: pickupMessages.responseChangeFailed,
    });
    const seen = (await w.alice.get(`/api/sender/v0/pickups/${id}`)).json<{ data: Pickup }>().data;
    expect(seen.status).toBe('confirmed');
    expect(seen.requests[0]?.confirmation?.carrierReference).toBe('BK-7781');
  });

  it('rejects with a reason added afterwards; confirming then is 409', async () => {
    const { id, links } = await requestedPickup();
    const page = carrier();
    expect((await page.answer(links.reject, { confirm: false })).statusCode).toBe(200);
    const reason = await page.answer(links.reject, { confirm: false, rejectReason: 'No driver that day' });
    expect(reason.json<{ data: { data: CarrierPickup } }>().data.data.rejection?.reason).toBe(
      'No driver that day',
    );
    expect((await page.answer(links.confirm, { confirm: true })).statusCode).toBe(409);
    const seen = (await w.alice.get(`/api/sender/v0/pickups/${id}`)).json<{ data: Pickup }>().data;
    expect(seen.status).toBe('rejected');
    expect(seen.requests[0]?.rejection?.reason).toBe('No driver that day');
  });

  it('answers an unknown token 404 "Invalid or expired link."', async () => {
    const res = await carrier().view('not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(errorsOf(res.json())[0]?.detail).toBe(pickupMessages.invalidLink);
    expect((await carrier().answer('not-a-real-token', { confirm: true })).statusCode).toBe(404);
  });

  it('a new request supersedes the old links', async () => {
    const { id, links: old } = await requestedPickup();
    const again = await requestPickup(w.alice, id, w.world.agreed.melbourneRoad);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: Pickup }>().data.requests.map((r) => r.superseded)).toEqual([true, false]);
    const fresh = await latestLinks(w.t, 'bookings@road.example');
    const oldAnswer = await carrier().answer(old.confirm, { confirm: true });
    expect(oldAnswer.statusCode).toBe(404);
    expect(errorsOf(oldAnswer.json())[0]?.detail).toBe(pickupMessages.invalidLink);
    expect((await carrier().view(fresh.confirm)).statusCode).toBe(200);
  });

  it('support staff can send fresh links for a requested pickup; the old ones stop working', async () => {
    const { id, links: old } = await requestedPickup();
    const fresh = await resendPickupLinks(
      { db: w.t.database.db, clock: w.t.clock, mailer: w.t.app.mailer, baseUrl: 'https://freight.example' },
      Number(id),
    );
    expect(fresh.confirm).toMatch(/^https:\/\/freight\.example\/carrier-pickup\?action=confirm&token=/);
    const token = new URL(fresh.confirm).searchParams.get('token') ?? '';
    expect((await carrier().view(token)).statusCode).toBe(200);
    expect((await carrier().view(old.confirm)).statusCode).toBe(404);
  });

  it('links expire a week after the pickup date, at midnight in the sender time zone', async () => {
    const { links } = await requestedPickup();
    w.t.clock.set('2026-03-12T12:59:59Z'); // 11:59:59 pm on 12 March in Melbourne
    expect((await carrier().view(links.confirm)).statusCode).toBe(200);
    w.t.clock.set('2026-03-12T13:00:00Z'); // midnight starting 13 March, a week after 6 March
    expect((await carrier().view(links.confirm)).statusCode).toBe(404);
    expect((await carrier().answer(links.confirm, { confirm: true })).statusCode).toBe(404);
    w.t.clock.set(NOW);
  });

  it('200 confirm and reject calls at once on one token end in one answer', async () => {
    const { id, links } = await requestedPickup();
    const calls = Array.from({ length: 200 }, (_, i) =>
      carrier().answer(links.confirm, i % 2 === 0 ? { confirm: true } : { confirm: false }),
    );
    const results = await Promise.all(calls);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const winner = results.findIndex((r) => r.statusCode === 200) % 2 === 0 ? 'confirmed' : 'rejected';
    results.forEach((r, i) => {
      if (r.statusCode === 200) return;
      const sameSide = (i % 2 === 0 ? 'confirmed' : 'rejected') === winner;
      expect(r.statusCode).toBe(sameSide ? 403 : 409);
    });
    const seen = (await w.alice.get(`/api/sender/v0/pickups/${id}`)).json<{ data: Pickup }>().data;
    expect(seen.status).toBe(winner);
  });

  it('the token endpoints are rate limited per address', async () => {
    const client = new TestClient(w.t.app);
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await client.get('/api/sender/v0/pickups/confirmation/guess-' + i, headers)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('pickup reliability (beyond the spec)', () => {
  it('counts requests, answers, unanswered by the window start and the median minutes to confirm, per service', async () => {
    const fresh = await createTestApp();
    try {
      const w = await createPickupWorld(fresh);
      const sender = await w.signIn('alice');
      const request = async () => {
        const created = await sender.post('/api/sender/v0/pickups', pickupBody(w.ids.melbourne));
        const id = created.json<{ data: Pickup }>().data.id;
        await requestPickup(sender, id, w.agreed.pickupMetro);
        return latestLinks(fresh, 'pickups@pickup.example');
      };
      const answer = (token: string, data: unknown) =>
        put(new TestClient(fresh.app), `/api/sender/v0/pickups/confirmation/${token}`, { data });
      const a = await request();
      fresh.clock.advance(10 * 60_000);
      await answer(a.confirm, { confirm: true });
      const b = await request();
      fresh.clock.advance(30 * 60_000);
      await answer(b.confirm, { confirm: true });
      const c = await request();
      await answer(c.reject, { confirm: false, rejectReason: 'Full' });
      await request(); // never answered
      fresh.clock.set('2026-03-06T00:00:00Z'); // 11 am, after the 10 am window start
      const again = await w.signIn('alice');
      const res = await again.get(`/api/sender/v0/pickup-reliability?siteId=${w.ids.melbourne}`);
      expect(res.statusCode).toBe(200);
      const rows = res.json<{ data: PickupReliabilityRow[] }>().data;
      expect(rows.find((r) => r.carrierName === 'Test Pickup Co')).toEqual({
        agreedServiceId: String(w.agreed.pickupMetro),
        name: 'Test Pickup Co Metro',
        carrierName: 'Test Pickup Co',
        requests: 4,
        confirmed: 2,
        rejected: 1,
        unansweredByWindowStart: 1,
        medianMinutesToConfirm: 20,
      });
      expect(rows.find((r) => r.carrierName === 'Test Road Co')?.requests).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
