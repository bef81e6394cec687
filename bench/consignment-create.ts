/**
 * Consignment creation throughput under concurrent clients: each client, signed in as its own session, asks for
 * quotes (POST /api/sender/v0/quote-sets) and books the recommended one (POST /api/sender/v0/consignments), as
 * the create screen does, through the production app on the demo carriers, address book and presets. Reports
 * consignments per second and the latency of each booking (quote plus create). Every creation takes the
 * carrier's next number and queues its documents in the same transaction.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: DATABASE_URL=postgres://... npx tsx bench/consignment-create.ts   (CLIENTS=20 PER_CLIENT=15; ONLY=...)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { addressBookEntries, sites } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/demo/demo';
import { seedDemoCarriers } from '../apps/server/src/demo/demo-carriers';
import { seedDemoReferenceData } from '../apps/server/src/demo/demo-reference-data';
import { loadLocalities } from '../apps/server/src/reference-data/localities';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import type { Database } from '../apps/server/src/platform/db/client';
import { TestClient } from '../apps/server/src/testing/http-client';
import { measureEachDatabase } from './lib/each-database';

const CLIENTS = Number(process.env.CLIENTS ?? 20);
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 15);

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

/** The next working day in Melbourne, so every quote is for a date the services price. */
function nextWeekday(): string {
  const day = new Date(Date.now() + 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function measure(database: Database) {
  const { db } = database;
  await database.migrate();
  await syncPolicyDocuments(db);
  await loadLocalities(db);
  await seedDemoData(db);
  await seedDemoCarriers(db);
  await seedDemoReferenceData(db);
  const [site] = await db.select().from(sites).where(eq(sites.name, 'Melbourne DC'));
  if (!site) throw new Error('no demo site');
  const entries = await db
    .select({
      id: addressBookEntries.id,
      name: addressBookEntries.name,
      addressId: addressBookEntries.addressId,
    })
    .from(addressBookEntries)
    .where(eq(addressBookEntries.siteId, site.id))
    .orderBy(asc(addressBookEntries.id));
  const home = entries.find((entry) => entry.name === site.name);
  const receivers = entries.filter((entry) => entry !== home);
  if (!home || receivers.length === 0) throw new Error('no demo address book');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-consignment-create-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'false',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const client = new TestClient(app);
        const res = await client.post('/api/auth/sign-in', { username: 'demo', password: DEMO_PASSWORD });
        if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
        return client;
      }),
    );
    const dispatchDate = nextWeekday();
    const lineItems = [
      { packagingType: 'Carton', quantity: 3, length: 450, width: 350, height: 300, weight: 8_000 },
      { packagingType: 'Satchel', quantity: 1, length: 330, width: 250, height: 20, weight: 500 },
    ];
    const book = async (client: TestClient, n: number) => {
      const receiver = receivers[n % receivers.length] ?? receivers[0];
      if (!receiver) throw new Error('no receiver');
      const quoted = await client.post('/api/sender/v0/quote-sets', {
        data: {
          siteId: String(site.id),
          dispatchDate,
          sender: { addressBookEntryId: String(home.id) },
          receiver: { addressBookEntryId: String(receiver.id) },
          lineItems,
        },
      });
      if (quoted.statusCode !== 201)
        throw new Error(`quote set answered ${quoted.statusCode}: ${quoted.body}`);
      const quote = quoted
        .json<{ data: { quotes: { id: string; recommended: boolean }[] } }>()
        .data.quotes.find((q) => q.recommended);
      if (!quote) throw new Error('no recommended quote');
      const created = await client.post('/api/sender/v0/consignments', {
        data: {
          type: 'consignments',
          attributes: {
            siteId: String(site.id),
            type: 'outbound',
            quoteId: quote.id,
            dispatchDate,
            references: [`BENCH-${n}`],
            sender: { name: home.name, addressId: home.addressId },
            receiver: { name: receiver.name, addressId: receiver.addressId },
            lineItems: lineItems.map((line) => ({ ...line, description: `${line.packagingType} of goods` })),
          },
        },
      });
      if (created.statusCode !== 201)
        throw new Error(`create answered ${created.statusCode}: ${created.body}`);
    };

    // one untimed booking per client warms the statements and the connection pool
    await Promise.all(clients.map((client, i) => book(client, i)));
    const samples: number[] = [];
    const started = performance.now();
    await Promise.all(
      clients.map(async (client, c) => {
        for (let i = 0; i < PER_CLIENT; i += 1) {
          const start = performance.now();
          await book(client, c * PER_CLIENT + i);
          samples.push(performance.now() - start);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    samples.sort((a, b) => a - b);
    return {
      database: database.kind,
      clients: CLIENTS,
      consignments: samples.length,
      consignmentsPerSecond: Math.round((samples.length / seconds) * 10) / 10,
      bookingMedianMs: percentile(samples, 0.5),
      bookingP95Ms: percentile(samples, 0.95),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = await measureEachDatabase('bench_consignment_create', measure);
  const serverUrl = process.env.DATABASE_URL;
  console.log(
    JSON.stringify(
      {
        benchmark: 'consignment-create',
        node: process.version,
        results,
        loadAverage: loadavg().slice(0, 2),
        ...(serverUrl ? {} : { note: 'set DATABASE_URL to measure PostgreSQL too' }),
      },
      null,
      2,
    ),
  );
}

await main();
