/**
 * Carrier event ingest (POST /api/carrier/v0/tracking-events): events a second in batches of 100, over HTTP on
 * a real socket with a carrier's key, as carriers send them, each event naming a random consignment of many.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: CONSIGNMENTS=1000000 ONLY=postgres DATABASE_URL=postgres://... npx tsx bench/tracking-ingest.ts
 * (CONSIGNMENTS defaults to 200000; BATCHES=300, CONCURRENCY=4.)
 * BENCH_DATABASE_URL=postgres://.../name: use, and keep, that database (the search benchmark's, or an empty one);
 * the consignments are made when it has fewer than CONSIGNMENTS numbered by the carrier Bench Road.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/platform/clock';
import { issueCarrierKey } from '../apps/server/src/modules/carrier-api';
import * as carriers from '../apps/server/src/modules/carriers/carriers.service';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { createOrganisation, createSite } from '../apps/server/src/testing/fixtures';
import { backendCpuMs } from './lib/backend-cpu';
import { fillConsignments } from './lib/consignment-data';
import { measureEachDatabase } from './lib/each-database';

const COUNT = Number(process.env.CONSIGNMENTS ?? 200_000);
const BATCH = 100;
const BATCHES = Number(process.env.BATCHES ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const TYPES = ['pickedUp', 'inTransit', 'inTransit', 'outForDelivery', 'delivered'] as const;

const percentile = (sorted: readonly number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;

async function currentDatabase(db: Database['db']) {
  const found = await db.execute(sql`select current_database() as name`);
  return z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(found).rows[0]?.name ?? '';
}

/** The carrier of an earlier run on a kept database, when it numbered enough consignments. */
async function existingWorld(db: Database['db']) {
  const found = await db.execute(sql`
    select c.id, (select count(*)::int from consignments where carrier_id = c.id) as consignments
    from carriers c where c.name = 'Bench Road'`);
  const { rows } = z
    .object({ rows: z.array(z.object({ id: z.number(), consignments: z.number() })) })
    .parse(found);
  const row = rows[0];
  return row && row.consignments >= COUNT ? { carrierId: row.id, loadSeconds: 0 } : undefined;
}

/** A site with the carrier's service, and the consignments. */
async function makeWorld(db: Database['db']) {
  const deps = { db, clock: systemClock };
  const org = await createOrganisation(db, 'Bench Freight');
  const site = await createSite(db, org.id, 'Bench DC');
  const carrier = await carriers.addCarrier(deps, { name: 'Bench Road', consignmentPrefix: 'BRC' });
  await carriers.addService(deps, { carrier: 'Bench Road', name: 'Road', mode: 'road' });
  const { agreed } = await carriers.grantAgreedService(deps, {
    site: site.id,
    carrier: 'Bench Road',
    service: 'Road',
    carrierChargeAccount: 'BENCH',
  });
  const loading = performance.now();
  await fillConsignments(db, {
    siteIds: [site.id],
    carrierId: carrier.id,
    agreedServiceId: agreed.id,
    count: COUNT,
  });
  await db.execute(sql`analyze`);
  const loadSeconds = Math.round((performance.now() - loading) / 100) / 10;
  return { carrierId: carrier.id, loadSeconds };
}

async function measure(database: Database) {
  const { db } = database;
  await database.migrate();
  await syncPolicyDocuments(db);
  const { carrierId, loadSeconds } = (await existingWorld(db)) ?? (await makeWorld(db));
  const { key } = await issueCarrierKey(db, carrierId, 'bench');

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tracking-ingest-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/carrier/v0/tracking-events`;
  // event ids of their own each run, so a kept database's earlier events are not repeats
  const run = Date.now().toString(36);
  let serial = 0;
  const batchOf = () => {
    const at = Date.now() - 60_000;
    return Array.from({ length: BATCH }, () => {
      serial += 1;
      const g = 1 + Math.floor(Math.random() * COUNT);
      return {
        eventId: `bench-${run}-${serial}`,
        consignmentNo: `BRC${String(g).padStart(9, '0')}`,
        type: TYPES[serial % TYPES.length],
        occurredAt: new Date(at + serial).toISOString(),
        location: 'Bench depot',
      };
    });
  };
  const post = async (events: unknown[]) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });
    const body = (await response.json()) as { data?: { accepted: number } };
    if (response.status !== 200 || body.data?.accepted !== events.length)
      throw new Error(`answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  };
  try {
    for (let i = 0; i < 20; i++) await post(batchOf()); // warm up
    const samples: number[] = [];
    // the machine may be shared: the one-minute load average around the measurement says how much was left
    const loadBefore = loadavg()[0] ?? 0;
    // and the CPU each batch cost, in this process (server and client) and in its PostgreSQL backends
    const databaseName = database.kind === 'postgres' ? await currentDatabase(db) : '';
    const nodeCpu = process.cpuUsage();
    const postgresCpu = backendCpuMs(databaseName);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BATCHES) {
          next += 1;
          const events = batchOf();
          const start = performance.now();
          await post(events);
          samples.push(performance.now() - start);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const nodeUsed = process.cpuUsage(nodeCpu);
    const cpuMsPerBatch = {
      node: Math.round(((nodeUsed.user + nodeUsed.system) / 1000 / BATCHES) * 10) / 10,
      postgres: Math.round(((backendCpuMs(databaseName) - postgresCpu) / BATCHES) * 10) / 10,
    };
    const sorted = samples.sort((a, b) => a - b);
    return {
      database: database.kind,
      consignments: COUNT,
      loadSeconds,
      batchSize: BATCH,
      batches: BATCHES,
      concurrency: CONCURRENCY,
      eventsPerSecond: Math.round((BATCHES * BATCH) / seconds),
      batchMs: { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) },
      cpuMsPerBatch,
      loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const kept = process.env.BENCH_DATABASE_URL;
  if (!kept) {
    console.log(JSON.stringify(await measureEachDatabase('bench_tracking_ingest', measure), null, 2));
    return;
  }
  const database = await openDatabase({ kind: 'postgres', url: kept, max: 10 });
  try {
    console.log(JSON.stringify([await measure(database)], null, 2));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
