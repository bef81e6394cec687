import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  book,
  createConsignmentWorld,
  CONSIGNMENTS,
  carton,
  LOCALITY,
  type ConsignmentWorld,
} from './modules/consignments/consignment-world.fixture';
import { TestClient } from './testing/http-client';
import { createTestApp, type TestContext } from './testing/test-app';

/**
 * Production serialises answers with JSON schemas compiled from the zod contracts; the tests run the zod
 * serializer. Both apps answer the same requests on the same data here, and must answer alike.
 */
let t: TestContext;
let production: FastifyInstance;
let world: ConsignmentWorld;
let zodClient: TestClient;
let compiledClient: TestClient;
let consignmentId = '';

beforeAll(async () => {
  t = await createTestApp();
  production = await buildApp({
    config: { ...t.config, nodeEnv: 'production', jobsWorker: false },
    db: t.database.db,
    clock: t.clock,
    logger: false,
  });
  await production.ready();
  world = await createConsignmentWorld(t);
  zodClient = await world.signIn('alice');
  compiledClient = new TestClient(production);
  for (const [name, value] of zodClient.cookies) compiledClient.cookies.set(name, value);
  const booked = await book(zodClient, world.melbourneToAdelaide);
  await book(zodClient, world.melbourneToAdelaide, { carrier: 'Test Express Co' });
  consignmentId = booked.consignment.id;
});
afterAll(async () => {
  await production.close();
  await t.close();
});

describe('answers serialised from compiled schemas', () => {
  it('are the same as the zod serializer writes', async () => {
    const site = world.ids.melbourne;
    const gets = [
      '/api/auth/session',
      '/api/org/user',
      '/api/platform/config',
      '/api/legal/documents',
      `${CONSIGNMENTS}?filter[site.id]=${site}&page[limit]=30&page[offset]=0`,
      `${CONSIGNMENTS}?filter[site.id]=${site}&filter[readyToManifest]=true&sort=-updated,-dispatchDate`,
      `${CONSIGNMENTS}?filter[site.id]=${site}&search=adelaide`,
      `${CONSIGNMENTS}/${consignmentId}`,
      '/api/address/localities?q=melb',
      `/api/address-book/v0/entries?filter[siteId]=${site}&search=adelaide`,
    ];
    for (const url of gets) {
      const [zod, compiled] = await Promise.all([zodClient.get(url), compiledClient.get(url)]);
      expect(compiled.statusCode, url).toBe(200);
      expect(zod.statusCode, url).toBe(200);
      expect(compiled.json(), url).toEqual(zod.json());
    }
    const search = { filter: { siteIds: [String(site)] }, page: { limit: 30 } };
    const [zod, compiled] = await Promise.all([
      zodClient.post('/api/sender/estimates/search', search),
      compiledClient.post('/api/sender/estimates/search', search),
    ]);
    expect(compiled.statusCode).toBe(200);
    expect(compiled.json()).toEqual(zod.json());
  });

  it('keep a pickup’s dangerous goods lines as the zod serializer writes them', async () => {
    const paint = {
      ...carton,
      dangerousGoods: [
        { unNumber: '1263', properShippingName: 'PAINT', classOrDivision: '3', packingGroup: 'II' },
      ],
    };
    t.clock.set('2026-03-05T23:00:00Z'); // 10 am on the pickup's day in Melbourne: a day not gone by
    const created = await zodClient.post('/api/sender/v0/pickups', {
      data: {
        siteId: String(world.ids.melbourne),
        type: 'outbound',
        pickupDate: '2026-03-06',
        pickupWindow: '2026-03-06T10:00:00+11:00/PT3H',
        senderTimeZone: 'Australia/Melbourne',
        sender: { name: 'Melbourne DC', locality: { id: String(LOCALITY.melbourne) } },
        freight: [paint],
      },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/sender/v0/pickups/${created.json<{ data: { id: string } }>().data.id}`;
    const [zod, compiled] = await Promise.all([zodClient.get(url), compiledClient.get(url)]);
    expect(compiled.statusCode).toBe(200);
    expect(compiled.json()).toEqual(zod.json());
    expect(
      compiled.json<{ data: { freightProfile: { freight: { dangerousGoods: unknown[] }[] } } }>().data
        .freightProfile.freight[0]?.dangerousGoods,
    ).toEqual([expect.objectContaining({ unNumber: '1263', properShippingName: 'PAINT' })]);
  });

  it('write no property the contract does not name, and errors keep their documents', async () => {
    const unknown = await compiledClient.get(`${CONSIGNMENTS}/999999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual((await zodClient.get(`${CONSIGNMENTS}/999999999`)).json());
    const session = (await compiledClient.get('/api/auth/session')).json<{ user: Record<string, unknown> }>();
    expect(Object.keys(session.user).sort()).toEqual(
      ['email', 'fullName', 'id', 'phone', 'preferredMfa', 'username'].sort(),
    );
  });
});
