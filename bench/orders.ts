/**
 * Orders, through the production app:
 * - receiving orders from an order system with a site API key (POST /api/sender/orders: key check, locality
 *   resolved to an address, one insert), and the same orders sent again (answered from the order already held);
 * - the Manage orders list (GET /api/sender/orders) over 50,000 orders of 10 sites: one site with the default
 *   sort, other sorts, search, receiver filter, deeper pages, and the organisation's sites; p50 and p95.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: DATABASE_URL=postgres://... npx tsx bench/orders.ts   (ORDERS=50000 RECEIPTS=300; ONLY=pglite|postgres)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { localities } from '../apps/server/src/db/schema';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import { issueSiteKey } from '../apps/server/src/modules/site-api-keys';
import type { Database } from '../apps/server/src/platform/db/client';
import {
  createOrganisation,
  createSite,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/testing/fixtures';
import { TestClient } from '../apps/server/src/testing/http-client';
import { measureEachDatabase } from './lib/each-database';

const ORDERS = Number(process.env.ORDERS ?? 50_000);
const RECEIPTS = Number(process.env.RECEIPTS ?? 300);
const SITES = 10;
const LISTS = 300;

const percentile = (sorted: readonly number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { requests: sorted.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
};

/** Orders spread over the sites and the next weeks, in one INSERT ... SELECT. */
async function fillOrders(database: Database, siteIds: number[]) {
  const sites = `{${siteIds.join(',')}}`;
  await database.db.execute(sql`
    insert into orders (site_id, order_number, status, source, "references", dispatch_date, receiver, receiver_name,
      line_items, item_quantity, volume, weight, search_text)
    select (${sites}::int[])[1 + g % ${siteIds.length}], 'BO-' || lpad(g::text, 7, '0'),
      (array['open','open','open','converted'])[1 + g % 4], 'api', jsonb_build_array('PO-' || (g % 9973)),
      current_date + (g % 30),
      jsonb_build_object('name', 'Receiver ' || (g % 811), 'address', jsonb_build_object('id', 'x', 'line1',
        (g % 97)::text || ' Long St', 'line2', null, 'locality', 'Adelaide', 'postcode', '5000', 'subdivision', 'SA',
        'countryId', 'AU', 'timeZone', 'Australia/Adelaide', 'from', 'suggestion', 'gnafId', null,
        'localityId', '1'), 'residential', false, 'contactName', null, 'contactPhone', null, 'contactEmail', null,
        'tailgate', false, 'handUnload', false, 'authorityToLeave', false, 'specialInstructions', null),
      'receiver ' || (g % 811),
      '[{"packagingType":"Carton","description":"Books","quantity":1,"length":400,"width":300,"height":200,"weight":10000,"reference":null}]'::jsonb,
      1, 24000000, 10000,
      lower('bo-' || lpad(g::text, 7, '0') || ' po-' || (g % 9973) || ' receiver ' || (g % 811) || ' adelaide 5000')
    from generate_series(1, ${ORDERS}) as g`);
  await database.db.execute(sql`vacuum analyze orders`);
}

function listQueries(siteIds: number[], organisationId: number): string[] {
  const sorts = ['', '-orderNumber', 'dispatchDate', '-receiver', '-created'];
  return Array.from({ length: LISTS }, (_, i) => {
    const scope =
      i % 5 === 0
        ? `filter[organisation.id]=${organisationId}`
        : `availableAtSiteId=${siteIds[i % siteIds.length] ?? 0}`;
    const parts = [
      scope,
      sorts[i % sorts.length] ? `sort=${sorts[i % sorts.length]}` : '',
      i % 7 === 1 ? `search=po-${i * 13}` : '',
      i % 11 === 2 ? `filter[receiver.name]=receiver ${i % 811}` : '',
      i % 13 === 3 ? 'filter[status]=converted' : '',
      `page[offset]=${(i % 4) * 30}`,
    ];
    return `/api/sender/orders?${parts.filter(Boolean).join('&')}`;
  });
}

async function timed(count: number, run: (i: number) => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await run(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

async function measure(database: Database) {
  const { db } = database;
  await database.migrate();
  await syncPolicyDocuments(db);
  await db
    .insert(localities)
    .values({ id: 1, suburb: 'Adelaide', postcode: '5000', state: 'SA', chargeZone: 'S1' });
  const org = await createOrganisation(db, 'Bench Freight');
  const siteIds: number[] = [];
  for (let i = 0; i < SITES; i += 1)
    siteIds.push((await createSite(db, org.id, `Bench site ${i + 1}`, { orderIntegrationEnabled: true })).id);
  await createUser(db, { username: 'bench', siteIds });
  const home = siteIds[0] ?? 0;
  const { key } = await issueSiteKey(db, home, 'bench');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const send = async (i: number, expected: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sender/orders',
        headers: { authorization: `Bearer ${key}` },
        payload: {
          siteId: String(home),
          orderNumber: `SO-${i}`,
          dispatchDate: '2026-12-01',
          receiver: {
            name: `Receiver ${i % 40}`,
            address: {
              line1: `${i % 90} King William St`,
              locality: 'Adelaide',
              postcode: '5000',
              subdivision: 'SA',
            },
          },
          lineItems: [
            {
              packagingType: 'Carton',
              description: 'Books',
              length: 400,
              width: 300,
              height: 200,
              weight: 10_000,
            },
          ],
        },
      });
      if (res.statusCode !== expected) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
    };
    const received = await timed(RECEIPTS, (i) => send(i, 201));
    const repeated = await timed(RECEIPTS, (i) => send(i, 200));

    const filled = performance.now();
    await fillOrders(database, siteIds);
    const fillSeconds = Math.round((performance.now() - filled) / 100) / 10;
    const client = new TestClient(app);
    const signedIn = await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    if (signedIn.statusCode !== 200) throw new Error(`sign-in answered ${signedIn.statusCode}`);
    const urls = listQueries(siteIds, org.id);
    const list = async (i: number) => {
      const res = await client.get(urls[i] ?? '');
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
    };
    await timed(LISTS, list);
    const lists = await timed(LISTS, list);
    return {
      database: database.kind,
      receive: { new: summary(received), repeated: summary(repeated) },
      list: { orders: ORDERS + RECEIPTS, sites: SITES, fillSeconds, http: summary(lists) },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await measureEachDatabase('bench_orders', measure);
console.log(JSON.stringify({ benchmark: 'orders', results }, null, 2));
