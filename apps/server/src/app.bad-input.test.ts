/**
 * No client input gets a 5xx: every route in Fastify's own route table (so routes added later are walked too)
 * gets the generated bad requests, signed out and signed in, and any answer of 500 or more fails the test.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@freight/contracts';
import { book, createConsignmentWorld } from './modules/consignments/consignment-world.fixture';
import { badRequestsFor, type WalkedRoute } from './testing/bad-input/bad-requests';
import { TestClient } from './testing/http-client';
import { createTestApp, type TestContext } from './testing/test-app';

const routes: WalkedRoute[] = [];
let t: TestContext;
let world: Awaited<ReturnType<typeof createConsignmentWorld>>;
let consignmentId: string;

function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods)
    if (method !== 'OPTIONS')
      routes.push({ method, url: route.url, schema: route.schema as WalkedRoute['schema'] });
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
  world = await createConsignmentWorld(t);
  const alice = await world.signIn('alice');
  consignmentId = (await book(alice, world.melbourneToAdelaide)).consignment.id;
});
afterAll(() => t.close());

async function signedOutClient() {
  const client = new TestClient(t.app);
  await client.get('/api/auth/csrf');
  return client;
}

/** Alice, signed in again whenever a walked route (sign-out, a new password) has ended her session. */
async function signedInClient(current?: TestClient) {
  if (current && (await current.get('/api/org/user')).statusCode === 200) return current;
  return world.signIn('alice');
}

function headersOf(client: TestClient) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? '' };
}

it('answers no bad input on any route with a 5xx', { timeout: 240_000 }, async () => {
  expect(routes.length).toBeGreaterThan(50);
  const failures: string[] = [];
  let sent = 0;
  const started = Date.now();
  for (const signedIn of [false, true]) {
    let client = signedIn ? await signedInClient() : await signedOutClient();
    for (const route of routes) {
      if (signedIn) client = await signedInClient(client);
      for (const bad of badRequestsFor(route, consignmentId)) {
        const res = await t.app.inject({
          method: bad.method as RouteOptions['method'] & string,
          url: bad.url,
          headers: { ...headersOf(client), ...bad.headers },
          ...(bad.payload === undefined ? {} : { payload: bad.payload }),
        });
        sent += 1;
        if (res.statusCode >= 500)
          failures.push(
            `${signedIn ? 'signed in' : 'signed out'} ${bad.method} ${route.url} [${bad.label}] -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
  }
  console.log(
    `bad input: ${sent} requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} answered 5xx`,
  );
  expect(failures).toEqual([]);
});
