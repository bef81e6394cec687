/**
 * Consignment import throughput: a 10,000-row file (the sample file's places and freight, every row its own
 * reference, 2% of rows refused and 2% with an unknown locality) imported into the demo's Melbourne DC through
 * the production app: rows per second from the POST until the background job has made every priced
 * consignment (numbers, SSCCs, keys). The job is run in this process (`jobs.drain()`), as one server would.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: DATABASE_URL=postgres://... npx tsx bench/import.ts   (ROWS=10000; ONLY=pglite|postgres)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { consignments, sites } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/demo/demo';
import { seedDemoCarriers } from '../apps/server/src/demo/demo-carriers';
import { seedDemoReferenceData } from '../apps/server/src/demo/demo-reference-data';
import { loadLocalities } from '../apps/server/src/reference-data/localities';
import { IMPORT_EXAMPLE_CSV } from '../apps/server/src/modules/consignment-import';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import type { Database } from '../apps/server/src/platform/db/client';
import { TestClient } from '../apps/server/src/testing/http-client';
import { backendCpuMs, currentDatabase } from './lib/backend-cpu';
import { measureEachDatabase } from './lib/each-database';

const ROWS = Number(process.env.ROWS ?? 10_000);

/** The sample's complete rows (its first eleven), each given a reference of its own, with the bad 2% mixed in. */
function bigFile(): string {
  const [header = '', ...lines] = IMPORT_EXAMPLE_CSV.trim().split('\n');
  const good = lines.slice(0, 11).map((line) => line.slice(line.indexOf(',')));
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const rest = good[i % good.length] ?? '';
    const reference = `BENCH-${String(i).padStart(6, '0')}`;
    if (i % 50 === 0) return `${reference},,,,,1 Nowhere St,,Adelaide,SA,5000`;
    if (i % 50 === 25)
      return `${reference},,,MEL-100,Lost Pty,1 Nowhere St,,Atlantis,VIC,3999,no,,,,,Carton,Box,1,10,10,10,1`;
    return `${reference}${rest}`;
  });
  return `${header}\n${rows.join('\n')}\n`;
}

/** PROFILE=<file.cpuprofile>: a CPU profile of the import alone (not the set-up), for bench/profile-summary.ts. */
async function startProfile() {
  const file = process.env.PROFILE;
  if (!file) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
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
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
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
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in', { username: 'demo', password: DEMO_PASSWORD });
    const csv = bigFile();
    const load = loadavg()[0] ?? 0;
    // the CPU the import cost, here (server and job) and in its PostgreSQL backends: steadier than the clock
    const databaseName = database.kind === 'postgres' ? await currentDatabase(db) : '';
    const nodeCpu = process.cpuUsage();
    const postgresCpu = backendCpuMs(databaseName);
    const profiler = await startProfile();
    const started = performance.now();
    const res = await client.post('/api/sender/v0/consignments/import', {
      data: { attributes: { siteId: String(site.id), fileName: 'bench.csv', csv } },
    });
    if (res.statusCode !== 202) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
    const accepted = performance.now();
    const { id } = res.json<{ data: { id: string } }>().data;
    await app.jobs.drain();
    const finished = performance.now();
    await profiler?.stop();
    const nodeUsed = process.cpuUsage(nodeCpu);
    const cpuMsPer1000Rows = {
      node: Math.round(((nodeUsed.user + nodeUsed.system) / 1000 / ROWS) * 10000) / 10,
      postgres: Math.round(((backendCpuMs(databaseName) - postgresCpu) / ROWS) * 10000) / 10,
    };
    const result = (await client.get(`/api/sender/v0/consignments/imports/${id}`)).json<{
      data: { status: string; consignmentsMade: number; withIssues: number; refused: number };
    }>().data;
    const [priced] = await db
      .select({ n: count() })
      .from(consignments)
      .where(
        and(
          eq(consignments.siteId, site.id),
          eq(consignments.source, 'import'),
          isNotNull(consignments.price),
        ),
      );
    const seconds = (finished - started) / 1000;
    return {
      database: database.kind,
      rows: ROWS,
      status: result.status,
      consignmentsMade: result.consignmentsMade,
      priced: priced?.n ?? 0,
      withIssues: result.withIssues,
      refused: result.refused,
      requestMs: Math.round(accepted - started),
      totalSeconds: Math.round(seconds * 100) / 100,
      rowsPerSecond: Math.round(ROWS / seconds),
      pricedPerSecond: Math.round((priced?.n ?? 0) / seconds),
      cpuMsPer1000Rows,
      loadAverage: { start: Math.round(load * 100) / 100, end: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await measureEachDatabase('bench_import', measure);
console.log(JSON.stringify({ benchmark: 'consignment-import', results }, null, 2));
