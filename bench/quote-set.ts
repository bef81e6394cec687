/**
 * Quote-set latency server-side: POST /api/sender/v0/quote-sets through the production app (session check,
 * site check, the concurrency key the consignment form sends, locality and address book resolution, receiver
 * policy, rate data, pricing, saving the set),
 * for a site with 20 agreed services on national rate cards and a 10-line shipment.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: npx tsx bench/quote-set.ts   (or DATABASE_URL=postgres://... npx tsx bench/quote-set.ts)
 * ONLY=pglite or ONLY=postgres measures one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUOTE_CONCURRENCY_HEADER } from '@freight/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { addressBookEntries, localities } from '../apps/server/src/db/schema';
import { createAddressForOrganisations } from '../apps/server/src/modules/addresses/addresses.service';
import * as carriers from '../apps/server/src/modules/carriers/carriers.service';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import { systemClock } from '../apps/server/src/platform/clock';
import type { Database, Db } from '../apps/server/src/platform/db/client';
import {
  createOrganisation,
  createSite,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/testing/fixtures';
import { TestClient } from '../apps/server/src/testing/http-client';
import { measureEachDatabase } from './lib/each-database';
import { nationalLanes, ZONES } from './lib/national-lanes';

const SERVICES = 20;
const LINE_ITEMS = 10;
const WARM_UP = 100;
const RUNS = Number(process.env.RUNS ?? 500);

/** One organisation and site, 20 agreed services across 5 carriers, a receiver in the address book. */
async function createWorld(db: Db) {
  const deps = { db, clock: systemClock };
  await db.insert(localities).values([
    { id: 1, suburb: 'Melbourne', postcode: '3000', state: 'VIC', chargeZone: 'V1' },
    { id: 2, suburb: 'Perth', postcode: '6000', state: 'WA', chargeZone: 'W1' },
  ]);
  const org = await createOrganisation(db, 'Bench Freight');
  const site = await createSite(db, org.id, 'Bench DC', { dangerousGoodsTransacting: true });
  await createUser(db, { username: 'bench', siteIds: [site.id] });
  for (let service = 0; service < SERVICES; service += 1) {
    const carrier = `Carrier ${service % 5}`;
    if (service < 5) {
      await carriers.addCarrier(deps, { name: carrier });
      await carriers.setFuelLevy(deps, { carrier, percent: 12 + service, effectiveFrom: '2026-01-01' });
    }
    const name = `Service ${service}`;
    await carriers.addService(deps, { carrier, name, mode: service % 3 === 0 ? 'express' : 'road' });
    await carriers.saveRateCard(deps, {
      carrier,
      service: name,
      account: null,
      effectiveFrom: '2026-01-01',
      lanes: nationalLanes(service),
    });
    for (const code of ['residential', 'tailgate', 'dangerousGoods', 'heavyItem'] as const)
      await carriers.setSurcharge(deps, {
        carrier,
        service: name,
        code,
        amountCents: 1000 + service * 10,
        basis: 'perConsignment',
      });
    await carriers.grantAgreedService(deps, {
      site: site.id,
      carrier,
      service: name,
      carrierChargeAccount: `ACC-${service}`,
    });
  }
  const address = await createAddressForOrganisations(db, [org.id], {
    line1: '1 Hay St',
    line2: null,
    localityId: 2,
    source: 'estimate',
  });
  if (!address) throw new Error('no address');
  const [entry] = await db
    .insert(addressBookEntries)
    .values({
      siteId: site.id,
      name: 'Perth Customer',
      addressId: address.id,
      residential: true,
      addressText: '1 Hay St, Perth WA 6000',
      locality: 'Perth',
      postcode: '6000',
      addressKey: '1 hay st|perth|6000|wa',
      searchText: 'perth customer 1 hay st perth wa 6000',
    })
    .returning({ id: addressBookEntries.id });
  return { siteId: site.id, entryId: entry?.id ?? 0 };
}

function requestBody(world: { siteId: number; entryId: number }) {
  return {
    data: {
      siteId: String(world.siteId),
      dispatchDate: '2026-03-06',
      sender: { locality: { id: '1' } },
      receiver: { addressBookEntryId: String(world.entryId) },
      lineItems: Array.from({ length: LINE_ITEMS }, (_, i) => ({
        packagingType: 'Carton',
        quantity: 1 + (i % 4),
        length: 300 + i * 110,
        width: 250 + i * 20,
        height: 200 + i * 15,
        weight: 4_000 + i * 3_500,
      })),
      tailgate: true,
      shippingCostRecovery: { type: 'markupPercentage', value: 15 },
    },
  };
}

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

async function measure(database: Database) {
  await database.migrate();
  await syncPolicyDocuments(database.db);
  const world = await createWorld(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-quote-set-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  try {
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    const body = requestBody(world);
    const samples: number[] = [];
    let quotes = 0;
    let cpu = process.cpuUsage();
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      if (run === WARM_UP) cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      const res = await client.post('/api/sender/v0/quote-sets', body, {
        [QUOTE_CONCURRENCY_HEADER]: 'consignment-form',
      });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (res.statusCode !== 201) throw new Error(`quote set answered ${res.statusCode}: ${res.body}`);
      if (run >= WARM_UP) samples.push(ms);
      quotes = res.json<{ data: { quotes: unknown[] } }>().data.quotes.length;
    }
    const used = process.cpuUsage(cpu);
    samples.sort((a, b) => a - b);
    return {
      database: database.kind,
      requests: RUNS,
      quotesPerSet: quotes,
      medianMs: percentile(samples, 0.5),
      p95Ms: percentile(samples, 0.95),
      // this process's own CPU per request (with PGlite that includes the database; with PostgreSQL it does not)
      cpuMsPerRequest: Math.round(((used.user + used.system) / 1000 / RUNS) * 100) / 100,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const results = await measureEachDatabase('bench_quote_set', measure);
  const serverUrl = process.env.DATABASE_URL;
  console.log(
    JSON.stringify(
      {
        benchmark: 'quote-set',
        node: process.version,
        agreedServices: SERVICES,
        lineItems: LINE_ITEMS,
        lanesPerRateCard: ZONES.length ** 2,
        results,
        // other work on the machine shows in these figures: the one-minute load average before and after
        loadAverage: [loadBefore, loadavg()[0] ?? 0].map((load) => Math.round(load * 100) / 100),
        ...(serverUrl ? {} : { note: 'set DATABASE_URL to measure PostgreSQL too' }),
      },
      null,
      2,
    ),
  );
}

await main();
