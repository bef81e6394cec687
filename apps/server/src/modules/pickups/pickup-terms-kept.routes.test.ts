/**
 * The pickup view reads its services from the process's kept pickup terms (KeptPickupTerms). Two app instances on
 * one database stand for two server processes: `b` answers the view and keeps the terms; the database, as another
 * process or the admin would, changes what they are read from, and `b` must show it once it has heard.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pickup } from '@freight/contracts';
import type { TestClient } from '../../testing/http-client';
import { heardOfSite, useSecondProcess } from '../../testing/second-process';
import { useWorld } from '../../testing/test-world';
import { PICKUP_TERMS_CHANGED_CHANNEL } from '../carriers';
import { createPickupWorld, NOW, pickupBody } from './pickup-world.fixture';

const w = useWorld(createPickupWorld, 'alice');
const b = useSecondProcess(() => w.t);
let alice: TestClient;
let pickupId: string;

beforeAll(async () => {
  const res = await w.alice.post('/api/sender/v0/pickups', pickupBody(w.world.ids.melbourne));
  expect(res.statusCode, res.body).toBe(201);
  pickupId = res.json<{ data: Pickup }>().data.id;
  alice = b.as(w.alice);
});

async function view(client: TestClient = alice): Promise<Pickup> {
  const res = await client.get(`/api/sender/v0/pickups/${pickupId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Pickup }>().data;
}

const metro = (pickup: Pickup) => pickup.services.find((s) => s.carrierName === 'Test Pickup Co');

/** A change straight in the database, then `b` hearing of it. */
async function changedOutside(statement: ReturnType<typeof sql>) {
  const heard = await heardOfSite(b, PICKUP_TERMS_CHANGED_CHANNEL, '*');
  await w.t.database.db.execute(statement);
  await heard();
}

const metroService = sql`(select id from carrier_services where name = 'Metro')`;

describe('the pickup view’s kept services', () => {
  it('reads the terms once while nothing changes, and again once a change is heard', async () => {
    const first = await view();
    let again: Pickup | undefined;
    const kept = await b.statements(async () => (again = await view()));
    expect(again).toEqual(first);
    await changedOutside(sql`update carriers set name = name where name = 'Test Pickup Co'`);
    expect(await b.statements(() => view())).toBe(kept + 1);
  });

  it('shows each change to the carriers, their services, rate cards and agreements once heard', async () => {
    expect(metro(await view())).toMatchObject({ pickupCutoff: '17:00', evaluation: {}, selectable: true });

    await changedOutside(sql`update carrier_services set pickup_cutoff = '12:00' where id = ${metroService}`);
    expect(metro(await view())).toMatchObject({
      pickupCutoff: '12:00',
      evaluation: { afterPickupCutoff: true },
      selectable: false,
    });
    await changedOutside(sql`update carrier_services set pickup_cutoff = '17:00' where id = ${metroService}`);

    await changedOutside(sql`update carriers set contact_email = null where name = 'Test Pickup Co'`);
    expect(metro(await view())?.evaluation).toEqual({ integrationNotConfigured: true });
    await changedOutside(
      sql`update carriers set contact_email = 'pickups@pickup.example' where name = 'Test Pickup Co'`,
    );

    await changedOutside(sql`update rate_cards set effective_from = '2026-06-01'
      where carrier_service_id = ${metroService}`);
    expect(metro(await view())?.evaluation).toMatchObject({ unavailablePricing: true });
    await changedOutside(sql`update rate_cards set effective_from = '2026-01-01'
      where carrier_service_id = ${metroService}`);

    await changedOutside(sql`delete from rate_card_lanes where rate_card_id in
      (select id from rate_cards where carrier_service_id = ${metroService})`);
    expect(metro(await view())?.evaluation).toEqual({
      unsupportedPickupLocation: true,
      unsupportedDestinations: true,
    });

    await changedOutside(
      sql`update agreed_services set name = 'Metro Saver' where carrier_service_id = ${metroService}`,
    );
    expect(metro(await view())?.name).toBe('Metro Saver');
    await changedOutside(
      sql`update agreed_services set is_active = false where carrier_service_id = ${metroService}`,
    );
    expect(metro(await view())).toBeUndefined();
    await changedOutside(
      sql`update agreed_services set is_active = true where carrier_service_id = ${metroService}`,
    );
    expect(metro(await view())).toBeDefined();
  });

  it('evaluates the booking cut-off at each view’s moment, the terms kept', async () => {
    const before = metro(await view());
    expect(before?.evaluation.afterBookingCutoff).toBeUndefined();
    // 2:01 pm in Melbourne on the pickup day: past the 2 pm cut-off's minute (signed in again at that time)
    w.t.clock.set('2026-03-06T03:01:00Z');
    const late = b.as(await w.world.signIn('alice'));
    expect(metro(await view(late))?.evaluation.afterBookingCutoff).toBe(true);
  });

  it('follows a change to the pickup itself at once, and refuses another organisation’s user', async () => {
    w.t.clock.set(NOW);
    const a = await w.world.signIn('alice');
    const changed = await a.request('PUT', `/api/sender/v0/pickups/${pickupId}`, {
      body: pickupBody(w.world.ids.melbourne, {
        freight: [
          { packagingType: 'Pallet', length: 1200, width: 1000, height: 1000, weight: 200_000, quantity: 1 },
        ],
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seen = await view(b.as(a));
    expect(seen.services).toEqual(changed.json<{ data: Pickup }>().data.services);
    expect(metro(seen)?.evaluation.unsupportedPackagingTypes).toBe(true);
    const olly = b.as(await w.world.signIn('olly'));
    expect((await olly.get(`/api/sender/v0/pickups/${pickupId}`)).statusCode).toBe(404);
  });
});
