/** Deleting a pickup never requested: Find services saves a draft each time, and one walked away from can go. */
import { describe, expect, it } from 'vitest';
import { errorCodes, pickupMessages, type Pickup, type PickupSummary } from '@freight/contracts';
import { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import { errorsOf } from '../quotes/quote-world.fixture';
import { createPickupWorld, pickupBody, requestPickup } from './pickup-world.fixture';

const w = useWorld(createPickupWorld, 'alice', 'olly');
const PICKUPS = '/api/sender/v0/pickups';

async function draft(): Promise<string> {
  const res = await w.alice.post(PICKUPS, pickupBody(w.world.ids.melbourne));
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Pickup }>().data.id;
}

const listed = async () =>
  (await w.alice.post('/api/sender/pickups/search', { filter: { siteIds: [String(w.world.ids.melbourne)] } }))
    .json<{ data: PickupSummary[] }>()
    .data.map((pickup) => pickup.id);

describe('DELETE /api/sender/v0/pickups/{id}', () => {
  it('deletes a draft: it answers 404 after and leaves Manage pickups', async () => {
    const id = await draft();
    expect(await listed()).toContain(id);
    const res = await w.alice.request('DELETE', `${PICKUPS}/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await w.alice.get(`${PICKUPS}/${id}`)).statusCode).toBe(404);
    expect(await listed()).not.toContain(id);
    expect((await w.alice.request('DELETE', `${PICKUPS}/${id}`)).statusCode).toBe(404);
  });

  it('keeps a pickup the carrier has been asked for, 409', async () => {
    const id = await draft();
    const requested = await requestPickup(w.alice, id, w.world.agreed.pickupMetro);
    expect(requested.statusCode).toBe(201);
    const res = await w.alice.request('DELETE', `${PICKUPS}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res.json())[0]).toMatchObject({
      code: errorCodes.conflict,
      detail: pickupMessages.requestedNotDeleted,
    });
    expect((await w.alice.get(`${PICKUPS}/${id}`)).statusCode).toBe(200);
  });

  it('is not found for another organisation, and the pickup stays for its own to delete', async () => {
    const id = await draft();
    expect((await w.olly.request('DELETE', `${PICKUPS}/${id}`)).statusCode).toBe(404);
    expect((await w.alice.get(`${PICKUPS}/${id}`)).statusCode).toBe(200);
    expect((await w.alice.request('DELETE', `${PICKUPS}/${id}`)).statusCode).toBe(204);
  });

  it('needs the CSRF header and a session', async () => {
    const id = await draft();
    expect((await w.alice.request('DELETE', `${PICKUPS}/${id}`, { csrf: false })).statusCode).toBe(403);
    expect((await new TestClient(w.t.app).request('DELETE', `${PICKUPS}/${id}`)).statusCode).toBe(401);
    expect((await w.alice.get(`${PICKUPS}/${id}`)).statusCode).toBe(200);
    expect((await w.alice.request('DELETE', `${PICKUPS}/${id}`)).statusCode).toBe(204);
  });
});
