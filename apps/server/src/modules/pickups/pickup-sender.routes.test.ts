/** Issue 13: a pickup's sender typed as a new street address, as the create screen offers it. */
import { describe, expect, it } from 'vitest';
import {
  formMessagesB,
  pickupMessages,
  quoteMessages,
  type CarrierPickup,
  type Pickup,
} from '@freight/contracts';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { TestClient } from '../../testing/http-client';
import { useWorld } from '../../testing/test-world';
import { errorsOf, LOCALITY } from '../quotes/quote-world.fixture';
import { createPickupWorld, latestLinks, pickupBody, put, requestPickup } from './pickup-world.fixture';

const w = useWorld(createPickupWorld, 'alice');

const typedSender = (over: Record<string, unknown> = {}) => ({
  name: 'Richmond Store',
  newAddress: {
    line1: '  12 Swan St ',
    line2: 'Loading bay 2',
    locality: { id: String(LOCALITY.melbourne) },
    ...over,
  },
});

const create = (sender: unknown) =>
  w.alice.post('/api/sender/v0/pickups', pickupBody(w.world.ids.melbourne, { sender }));

describe('a new address as the sender', () => {
  it('saves the typed street on its locality and evaluates services from that place', async () => {
    const res = await create(typedSender());
    expect(res.statusCode).toBe(201);
    const pickup = res.json<{ data: Pickup }>().data;
    expect(pickup.sender).toMatchObject({
      name: 'Richmond Store',
      locality: null,
      address: {
        line1: '12 Swan St',
        line2: 'Loading bay 2',
        locality: 'Melbourne',
        postcode: '3000',
        subdivision: 'VIC',
        timeZone: 'Australia/Melbourne',
      },
    });
    // Melbourne is in zone V1, which Test Pickup Co serves
    const metro = pickup.services.find((s) => s.carrierName === 'Test Pickup Co');
    expect(metro?.evaluation).toEqual({});
    // the address is the organisation's now, and reads back with the pickup
    const id = pickup.sender.address?.id ?? '';
    const [stored] = await w.t.database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(stored?.line1).toBe('12 Swan St');
    const got = await w.alice.get(`/api/sender/v0/pickups/${pickup.id}`);
    expect(got.json<{ data: Pickup }>().data.sender.address?.id).toBe(id);
  });

  it('shows the street as "From" on the carrier page', async () => {
    const created = (await create(typedSender())).json<{ data: Pickup }>().data;
    const requested = await requestPickup(w.alice, created.id, w.world.agreed.pickupMetro);
    expect(requested.statusCode).toBe(201);
    const links = await latestLinks(w.t, 'pickups@pickup.example');
    expect(links.text).toContain('12 Swan St, Loading bay 2 Melbourne VIC 3000');
    const view = await new TestClient(w.t.app).get(
      `/api/sender/v0/pickups/confirmation/${encodeURIComponent(links.confirm)}`,
    );
    expect(view.statusCode).toBe(200);
    expect(view.json<{ data: { data: CarrierPickup } }>().data.data.sender).toEqual({
      name: 'Richmond Store',
      line1: '12 Swan St, Loading bay 2',
      locality: 'Melbourne',
      subdivision: 'VIC',
      postcode: '3000',
    });
  });

  it('moves the pickup to a new address on update', async () => {
    const created = (await create({ name: 'DC', locality: { id: String(LOCALITY.melbourne) } })).json<{
      data: Pickup;
    }>().data;
    expect(created.sender.address).toBeNull();
    const res = await put(
      w.alice,
      `/api/sender/v0/pickups/${created.id}`,
      pickupBody(w.world.ids.melbourne, { sender: typedSender({ line1: '1 Perth Rd', line2: null }) }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Pickup }>().data.sender.address).toMatchObject({
      line1: '1 Perth Rd',
      line2: null,
    });
  });

  it.each([
    ['a street line', typedSender({ line1: '  ' }), '/data/sender/newAddress/line1', formMessagesB.required],
    [
      'a locality',
      typedSender({ locality: undefined }),
      '/data/sender/newAddress/locality',
      formMessagesB.required,
    ],
    [
      'a street line of at most 100 characters',
      typedSender({ line1: 'x'.repeat(101) }),
      '/data/sender/newAddress/line1',
      formMessagesB.maxLength(100),
    ],
    [
      'the new address alone',
      { ...typedSender(), locality: { id: String(LOCALITY.melbourne) } },
      '/data/sender/newAddress',
      pickupMessages.newAddressAlone,
    ],
    [
      'the new address alone, without an entry',
      { ...typedSender(), addressBookEntryId: '1' },
      '/data/sender/newAddress',
      pickupMessages.newAddressAlone,
    ],
  ])('needs %s', async (_name, sender, pointer, detail) => {
    const res = await create(sender);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toContainEqual(expect.objectContaining({ pointer, detail }));
  });

  it('refuses an unknown locality at its id, and keeps no address', async () => {
    const before = (await w.t.database.db.select({ id: addresses.id }).from(addresses)).length;
    const res = await create(typedSender({ locality: { id: '899999' } }));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res.json())).toContainEqual(
      expect.objectContaining({
        pointer: '/data/sender/newAddress/locality/id',
        detail: quoteMessages.localityNotFound,
      }),
    );
    // a typed address is kept only with its pickup: freight refused after it was made leaves nothing behind
    const refused = await w.alice.post(
      '/api/sender/v0/pickups',
      pickupBody(w.world.ids.melbourne, { sender: typedSender(), consignmentIds: ['999999'] }),
    );
    expect(refused.statusCode).toBe(422);
    expect((await w.t.database.db.select({ id: addresses.id }).from(addresses)).length).toBe(before);
  });
});
