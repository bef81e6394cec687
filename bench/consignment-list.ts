/**
 * Latency of the consignment list (GET /api/sender/v0/consignments) over many consignments (DESIGN 6a):
 * - one site, the default order (-updated,-dispatchDate), first pages;
 * - an organisation of several sites (each site paged on its own index and merged);
 * - ready to manifest (one site, and an organisation on one dispatch date), a dispatch date range, overdue, and text searches of 3+ characters on the trigram index;
 * each through the service alone and through the production app (session, site checks, serialisation).
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: npx tsx bench/consignment-list.ts   (CONSIGNMENTS=20000 for fewer rows; ONLY=pglite|postgres)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { consignmentListQuerySchema } from '@freight/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/platform/clock';
import { searchConsignments } from '../apps/server/src/modules/consignments/consignments.service';
import * as carriers from '../apps/server/src/modules/carriers/carriers.service';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import type { Database } from '../apps/server/src/platform/db/client';
import {
  createOrganisation,
  createSite,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/testing/fixtures';
import { TestClient } from '../apps/server/src/testing/http-client';
import { consignmentSearches, fillConsignments } from './lib/consignment-data';
import { measureEachDatabase } from './lib/each-database';

const COUNT = Number(process.env.CONSIGNMENTS ?? 200_000);
const SITES = 5;
const QUERIES = 100;

const percentile = (sorted: readonly number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { queries: sorted.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

async function time<Q>(queries: readonly Q[], run: (query: Q) => Promise<void>): Promise<number[]> {
  for (const query of queries) await run(query);
  const samples: number[] = [];
  for (const query of queries) {
    const start = process.hrtime.bigint();
    await run(query);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}

async function measure(database: Database) {
  const { db } = database;
  await database.migrate();
  await syncPolicyDocuments(db);
  const deps = { db, clock: systemClock };
  const org = await createOrganisation(db, 'Bench Freight');
  const sites = [];
  for (let i = 0; i < SITES; i += 1) sites.push(await createSite(db, org.id, `Bench DC ${i + 1}`));
  const user = await createUser(db, { username: 'bench', siteIds: sites.map((s) => s.id) });
  const carrier = await carriers.addCarrier(deps, { name: 'Bench Road', consignmentPrefix: 'BRC' });
  await carriers.addService(deps, { carrier: 'Bench Road', name: 'Road', mode: 'road' });
  const { agreed } = await carriers.grantAgreedService(deps, {
    site: sites[0]?.id ?? 0,
    carrier: 'Bench Road',
    service: 'Road',
    carrierChargeAccount: 'BENCH',
  });
  const filled = performance.now();
  await fillConsignments(db, {
    siteIds: sites.map((s) => s.id),
    carrierId: carrier.id,
    agreedServiceId: agreed.id,
    count: COUNT,
  });
  // what autovacuum does on PostgreSQL after a bulk load; PGlite has none
  await db.execute(sql`analyze`);
  const loadSeconds = Math.round((performance.now() - filled) / 100) / 10;

  const one = `filter[site.id]=${sites[0]?.id}`;
  const all = `filter[organisation.id]=${org.id}`;
  const pages = [...Array(QUERIES).keys()].map((i) => `page[offset]=${(i % 10) * 30}&page[limit]=30`);
  const searches = consignmentSearches(QUERIES).map((term) => `search=${encodeURIComponent(term)}`);
  const scenarios: Record<string, string[]> = {
    oneSiteDefaultOrder: pages.map((page) => `${one}&${page}`),
    organisationDefaultOrder: pages.map((page) => `${all}&${page}`),
    oneSiteDispatchRange: [...Array(QUERIES).keys()].map(
      (i) =>
        `${one}&filter[dispatchDate][start]=2024-${String(1 + (i % 12)).padStart(2, '0')}-01&sort=-dispatchDate`,
    ),
    oneSiteReadyToManifest: pages.map(
      (page) => `${one}&filter[readyToManifest]=true&filter[type]=outbound&${page}`,
    ),
    organisationReadyToManifestOnDate: [...Array(QUERIES).keys()].map(
      (i) =>
        `${all}&filter[readyToManifest]=true&filter[dispatchDate]=2025-${String(1 + (i % 12)).padStart(2, '0')}-15`,
    ),
    organisationOverdue: [...Array(QUERIES).keys()].map(() => `${all}&filter[overdue]=true`),
    oneSiteSearch: searches.map((search) => `${one}&${search}`),
    organisationSearch: searches.map((search) => `${all}&${search}`),
  };

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-consignment-list-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    const results: Record<string, unknown> = {};
    for (const [name, queries] of Object.entries(scenarios)) {
      let matches = 0;
      const service = await time(queries, async (query) => {
        const parsed = consignmentListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
        matches += (await searchConsignments(deps, user.id, parsed)).meta.totalItems;
      });
      const http = await time(queries, async (query) => {
        const res = await client.get(`/api/sender/v0/consignments?${query}`);
        if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
      });
      results[name] = {
        averageMatches: Math.round(matches / 2 / queries.length),
        service: summary(service),
        http: summary(http),
      };
    }
    return { database: database.kind, consignments: COUNT, sites: SITES, loadSeconds, ...results };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = await measureEachDatabase('bench_consignment_list', measure);
  const serverUrl = process.env.DATABASE_URL;
  console.log(
    JSON.stringify(
      {
        benchmark: 'consignment-list',
        node: process.version,
        results,
        ...(serverUrl ? {} : { note: 'set DATABASE_URL to measure PostgreSQL too' }),
      },
      null,
      2,
    ),
  );
}

await main();
