/**
 * No client input gets a 5xx: every route in Fastify's own route table (so routes added later are walked too)
 * gets the generated bad requests, signed out and signed in, and any answer of 500 or more fails the test. Routes
 * a machine calls with a bearer key (carriers, the print agent, an order system) are walked a third time with a
 * live key, so their input validation is reached and not only the 401 in front of it.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, orderEndpoints } from '@freight/contracts';
import { issueCarrierKey } from './modules/carrier-api';
import { book, createConsignmentWorld } from './modules/consignments/consignment-world.fixture';
import { issueSiteKey } from './modules/site-api-keys';
import { badRequestsFor, type WalkedRoute } from './testing/bad-input/bad-requests';
import { TestClient } from './testing/http-client';
import { createTestApp, type TestContext } from './testing/test-app';

const routes: WalkedRoute[] = [];
let t: TestContext;
let world: Awaited<ReturnType<typeof createConsignmentWorld>>;
let consignmentId: string;

/** The live keys of the key-authenticated routes, issued after the signed-in walk (which may revoke some). */
interface Keys {
  carrier: string;
  printAgent: string;
  site: string;
}

/**
 * The key a route takes, if any. A new key-authenticated area adds its prefix here; a route it misses is still
 * walked signed out and signed in.
 */
function keyFor(route: WalkedRoute, keys: Keys): string | undefined {
  if (route.url.startsWith('/api/carrier/')) return keys.carrier;
  if (route.url.startsWith('/api/print-agent/')) return keys.printAgent;
  if (route.method === orderEndpoints.create.method && route.url === orderEndpoints.create.path)
    return keys.site;
  return undefined;
}

async function issueKeys(): Promise<Keys> {
  const alice = await world.signIn('alice');
  const agent = await alice.post(`/api/sender/v0/autoprint/client/secret-key?siteId=${world.ids.melbourne}`);
  if (agent.statusCode !== 201) throw new Error(`print agent key: ${agent.statusCode} ${agent.body}`);
  return {
    carrier: (await issueCarrierKey(t.database.db, 'Test Road Co', 'bad input walk')).key,
    printAgent: agent.json<{ data: { secretKey: string } }>().data.secretKey,
    site: (await issueSiteKey(t.database.db, world.ids.melbourne, 'bad input walk')).key,
  };
}

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

it('answers no bad input on any route with a 5xx', { timeout: 360_000 }, async () => {
  expect(routes.length).toBeGreaterThan(50);
  const failures: string[] = [];
  let sent = 0;
  const started = Date.now();
  /** Sends the route's bad requests; answers whether any got past authentication (anything but 401). */
  const walk = async (who: string, route: WalkedRoute, credentials: Record<string, string>) => {
    let authenticated = false;
    for (const bad of badRequestsFor(route, consignmentId)) {
      const res = await t.app.inject({
        method: bad.method as RouteOptions['method'] & string,
        url: bad.url,
        headers: { ...credentials, ...bad.headers },
        ...(bad.payload === undefined ? {} : { payload: bad.payload }),
      });
      sent += 1;
      if (res.statusCode !== 401) authenticated = true;
      if (res.statusCode >= 500)
        failures.push(
          `${who} ${bad.method} ${route.url} [${bad.label}] -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    return authenticated;
  };
  for (const signedIn of [false, true]) {
    let client = signedIn ? await signedInClient() : await signedOutClient();
    for (const route of routes) {
      if (signedIn) client = await signedInClient(client);
      await walk(signedIn ? 'signed in' : 'signed out', route, headersOf(client));
    }
  }
  const keys = await issueKeys();
  let keyed = 0;
  for (const route of routes) {
    const key = keyFor(route, keys);
    if (key === undefined) continue;
    keyed += 1;
    if (!(await walk('with a key', route, { authorization: `Bearer ${key}` })))
      failures.push(`with a key ${route.method} ${route.url}: the key was refused on every request`);
  }
  console.log(
    `bad input: ${sent} requests over ${routes.length} routes (${keyed} also with a key) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} answered 5xx`,
  );
  // every key-authenticated area was reached with its key
  expect(keyed).toBeGreaterThanOrEqual(5);
  expect(failures).toEqual([]);
});
