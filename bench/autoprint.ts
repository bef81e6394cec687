/**
 * Autoprint latency: from a consignment's creation (its POST answered) to its label PDF in the print agent's
 * folder, with 20 creations at once. The production app (job worker on, making the documents) listens on a port;
 * the real print agent runs in its own process in folder mode with the site's key, long-polling as at a site.
 * Reports p50/p95/max over ROUNDS rounds of CONCURRENT creations.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: DATABASE_URL=postgres://... npx tsx bench/autoprint.ts   (CONCURRENT=20 ROUNDS=3; JOBS_POLL_MS, JOBS_CONCURRENCY, ONLY=...)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, watch } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

const CONCURRENT = Number(process.env.CONCURRENT ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const AGENT = resolve(import.meta.dirname, '../apps/print-agent/bin/freight-print-agent.mjs');

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;

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

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-autoprint-'));
  const folder = join(dataDir, 'printed');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'true',
    // the production defaults unless set: queued jobs wake the worker, so its polling is only a fallback
    ...(process.env.JOBS_POLL_MS ? { JOBS_POLL_MS: process.env.JOBS_POLL_MS } : {}),
    ...(process.env.JOBS_CONCURRENCY ? { JOBS_CONCURRENCY: process.env.JOBS_CONCURRENCY } : {}),
  });
  const app = await buildApp({ config, db, logger: false });
  const server = await app.listen({ host: '127.0.0.1', port: 0 });
  const siteId = String(site.id);
  const admin = new TestClient(app);
  await admin.post('/api/auth/sign-in', { username: 'demo', password: DEMO_PASSWORD });
  const key = (await admin.post(`/api/sender/v0/autoprint/client/secret-key?siteId=${siteId}`)).json<{
    data: { secretKey: string };
  }>().data.secretKey;
  const agent = spawn(
    process.execPath,
    [
      AGENT,
      '--server',
      server,
      '--key',
      key,
      '--folder',
      folder,
      '--home',
      join(dataDir, 'agent'),
      '--wait',
      '20',
    ],
    { stdio: 'ignore' },
  );
  // when each consignment's first label file appears
  const seen = new Map<string, number>();
  try {
    for (;;) {
      const status = await admin.get(`/api/sender/v0/autoprint/client/status?siteId=${siteId}`);
      if (status.statusCode === 200 && status.json<{ data: { status: string } }>().data.status === 'running')
        break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await admin.request('PUT', `/api/sender/v0/autoprint/config?siteId=${siteId}`, {
      body: {
        enabled: true,
        defaultLabelPrinter: { enabled: false, id: null },
        defaultConnotePrinter: { enabled: false, id: null },
      },
    });
    const watcher = watch(folder, (_event, name) => {
      const number = name && !name.startsWith('.') ? /^(.+)-label-/.exec(name)?.[1] : undefined;
      if (number && !seen.has(number)) seen.set(number, performance.now());
    });
    const clients = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const client = new TestClient(app);
        await client.post('/api/auth/sign-in', { username: 'demo', password: DEMO_PASSWORD });
        return client;
      }),
    );
    const dispatchDate = nextWeekday();
    const lineItems = [
      { packagingType: 'Carton', quantity: 2, length: 450, width: 350, height: 300, weight: 8_000 },
    ];
    const quote = async (client: TestClient, n: number) => {
      const receiver = receivers[n % receivers.length] ?? receivers[0];
      if (!receiver) throw new Error('no receiver');
      const quoted = await client.post('/api/sender/v0/quote-sets', {
        data: {
          siteId,
          dispatchDate,
          sender: { addressBookEntryId: String(home.id) },
          receiver: { addressBookEntryId: String(receiver.id) },
          lineItems,
        },
      });
      const id = quoted
        .json<{ data: { quotes: { id: string; recommended: boolean }[] } }>()
        .data.quotes.find((q) => q.recommended)?.id;
      if (!id) throw new Error(`no quote: ${quoted.body}`);
      return { id, receiver };
    };
    const create = async (client: TestClient, chosen: Awaited<ReturnType<typeof quote>>, n: number) => {
      const created = await client.post('/api/sender/v0/consignments', {
        data: {
          type: 'consignments',
          attributes: {
            siteId,
            type: 'outbound',
            quoteId: chosen.id,
            dispatchDate,
            references: [`AUTOPRINT-${n}`],
            sender: { name: home.name, addressId: home.addressId },
            receiver: { name: chosen.receiver.name, addressId: chosen.receiver.addressId },
            lineItems: lineItems.map((line) => ({ ...line, description: 'Cartons of goods' })),
          },
        },
      });
      if (created.statusCode !== 201)
        throw new Error(`create answered ${created.statusCode}: ${created.body}`);
      return {
        number: created.json<{ data: { consignmentNo: string } }>().data.consignmentNo,
        at: performance.now(),
      };
    };
    const samples: number[] = [];
    for (let round = 0; round <= ROUNDS; round += 1) {
      // quotes first, untimed; then the creations all at once
      const quotes = await Promise.all(clients.map((client, c) => quote(client, round * CONCURRENT + c)));
      const made = await Promise.all(
        clients.map((client, c) => create(client, quotes[c] as Awaited<ReturnType<typeof quote>>, c)),
      );
      const deadline = performance.now() + 60_000;
      while (made.some((m) => !seen.has(m.number)) && performance.now() < deadline)
        await new Promise((done) => setTimeout(done, 5));
      // round 0 warms the statements, the document renderers and the agent
      if (round > 0) for (const m of made) samples.push((seen.get(m.number) ?? Infinity) - m.at);
    }
    watcher.close();
    samples.sort((a, b) => a - b);
    return {
      database: database.kind,
      concurrentCreations: CONCURRENT,
      labels: samples.length,
      creationToLabelFileP50Ms: percentile(samples, 0.5),
      creationToLabelFileP95Ms: percentile(samples, 0.95),
      creationToLabelFileMaxMs: percentile(samples, 1),
    };
  } finally {
    agent.kill('SIGKILL');
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await measureEachDatabase('bench_autoprint', measure);
console.log(
  JSON.stringify(
    {
      benchmark: 'autoprint',
      node: process.version,
      results,
      loadAverage: loadavg().slice(0, 2),
      ...(process.env.DATABASE_URL ? {} : { note: 'set DATABASE_URL to measure PostgreSQL too' }),
    },
    null,
    2,
  ),
);
