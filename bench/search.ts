/**
 * The header search (GET /api/search/v0/consignments) over 1,000,000 consignments in an organisation of 100 sites,
 * as the header sends it: all 100 site ids, 30 a page, the default order. Two kinds of query:
 * - a three-character term (a name fragment, a place, three digits of a number: common and rare ones);
 * - a full consignment number (one match among a million).
 * Each through the service alone (one SQL statement with its tenancy checks) and through the production app
 * (session, validation, serialisation). Target (issue 17): p95 under 25 ms on PostgreSQL.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/search.ts
 *      (CONSIGNMENTS=100000 for fewer rows; ONLY=pglite|postgres; a scratch database is made and dropped)
 *      BENCH_DATABASE_URL=postgres://.../name: use, and keep, that (existing, possibly empty) database instead; the
 *      consignments are made on its first run only, later runs migrate it and measure at once
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { z } from 'zod';
import { consignmentSearchQuerySchema, LIST_COUNT_CAP } from '@freight/contracts';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/platform/clock';
import { searchConsignments } from '../apps/server/src/modules/consignments/consignments.service';
import { searchStatement } from '../apps/server/src/modules/consignments/consignment-search.repository';
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
import { backendCpuMs, currentDatabase } from './lib/backend-cpu';
import { fillConsignments } from './lib/consignment-data';
import { measureEachDatabase } from './lib/each-database';

/** The statement with its parameters written in, for EXPLAIN (bench data only: numbers and plain words). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });

const COUNT = Number(process.env.CONSIGNMENTS ?? 1_000_000);
const SITES = 100;
/**
 * 'hash' (default) deals rows to sites independently of their receiver names, as real sites' customers mix;
 * 'modulo' ties each site to one receiver name in ten: a name's fragment is then absent from 90 of the 100 sites,
 * the worst case for a common term (each of those sites' order is walked to its end).
 */
const SPREAD = process.env.SPREAD === 'modulo' ? 'modulo' : 'hash';
const QUERIES = 100;

const percentile = (sorted: readonly number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    queries: sorted.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: percentile(sorted, 1),
  };
}

const perQuery = (ms: number, queries: number) => Math.round((ms / queries) * 100) / 100;

/**
 * Each query once to warm, then each again timed, with the CPU the timed ones cost here and in the database's
 * PostgreSQL backends (a measure a busy machine moves far less than the clock).
 */
async function time<Q>(queries: readonly Q[], run: (query: Q) => Promise<void>, databaseName: string) {
  for (const query of queries) await run(query);
  const samples: number[] = [];
  const nodeCpu = process.cpuUsage();
  const postgresCpu = backendCpuMs(databaseName);
  for (const query of queries) {
    const start = process.hrtime.bigint();
    await run(query);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const node = process.cpuUsage(nodeCpu);
  return {
    ...summary(samples),
    nodeCpuMs: perQuery((node.user + node.system) / 1000, queries.length),
    postgresCpuMs: perQuery(backendCpuMs(databaseName) - postgresCpu, queries.length),
  };
}

/** Three characters as typed: name and kind fragments, places, and digits of numbers and references. */
const THREE = ['smi', 'ngu', 'pat', 'bro', 'wil', 'tay', 'che', 'kel', 'mur', 'wal'];
const MORE_THREE = ['har', 'fur', 'pha', 'ele', 'boo', 'out', 'kit', 'toy', 'hob', 'per', 'ade', 'bri'];
const threeCharacterTerms = (count: number) =>
  [...Array(count).keys()].map((i) =>
    i % 3 === 0
      ? (THREE[i % THREE.length] ?? 'smi')
      : i % 3 === 1
        ? (MORE_THREE[i % MORE_THREE.length] ?? 'har')
        : String((i * 7919) % 1000).padStart(3, '0'),
  );
const fullNumbers = (count: number) =>
  [...Array(count).keys()].map((i) => `BRC${String(1 + ((i * 104_729) % COUNT)).padStart(9, '0')}`);

/** The user and sites of an earlier run on a kept database, if it made its consignments. */
async function existingWorld(db: Database['db']) {
  const found = await db.execute(sql`
    select u.id as user_id, array_agg(m.site_id order by m.site_id) as site_ids,
      (select count(*)::int from consignments) as consignments
    from users u join memberships m on m.user_id = u.id
    where u.username = 'bench' group by u.id`);
  const { rows } = z
    .object({
      rows: z.array(
        z.object({ user_id: z.string(), site_ids: z.array(z.number()), consignments: z.number() }),
      ),
    })
    .parse(found);
  const row = rows[0];
  if (!row || row.consignments < COUNT) return undefined;
  return { user: { id: row.user_id }, sites: row.site_ids.map((id) => ({ id })), loadSeconds: 0 };
}

/** The organisation of 100 sites, its user and carrier, and the consignments. */
async function makeWorld(database: Database) {
  const { db } = database;
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
    siteSpread: SPREAD,
  });
  // what autovacuum does on PostgreSQL after a bulk load; PGlite has none
  await db.execute(sql`analyze`);
  const loadSeconds = Math.round((performance.now() - filled) / 100) / 10;

  return { user, sites, loadSeconds };
}

async function measure(database: Database) {
  const { db } = database;
  await database.migrate();
  await syncPolicyDocuments(db);
  const deps = { db, clock: systemClock };
  const { user, sites, loadSeconds } = (await existingWorld(db)) ?? (await makeWorld(database));

  if (process.env.EXPLAIN) {
    // EXPLAIN=<term>: the plan of the header's statement for that term, then stop
    const { build, values } = searchStatement(
      db,
      { userId: user.id, siteIds: sites.map((s) => s.id) },
      { terms: [process.env.EXPLAIN.toLowerCase()] },
      consignmentSearchQuerySchema.parse({ 'filter[site.id]': '1' }).sort,
      { limit: 30, offset: 0 },
      LIST_COUNT_CAP,
    );
    const built = build(false).toSQL();
    const query = { sql: built.sql, params: fillPlaceholders(built.params, values) };
    const plan = await db.execute(sql.raw(`explain (analyze, buffers) ${inline(query.sql, query.params)}`));
    const { rows } = z.object({ rows: z.array(z.record(z.string(), z.unknown())) }).parse(plan);
    return { explain: rows.map((row) => Object.values(row).join('')) };
  }

  // the header's request: every site of the organisation, 30 a page, the default order
  const siteIds = `filter[site.id]=${sites.map((s) => s.id).join(',')}&page[limit]=30`;
  const scenarios: Record<string, string[]> = {
    threeCharacterTerm: threeCharacterTerms(QUERIES).map(
      (term) => `${siteIds}&filter[agreedService.id]=all&search=${term}`,
    ),
    fullConsignmentNumber: fullNumbers(QUERIES).map(
      (number) => `${siteIds}&filter[agreedService.id]=all&search=${number}`,
    ),
  };

  const databaseName = database.kind === 'postgres' ? await currentDatabase(db) : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    const results: Record<string, unknown> = {};
    for (const [name, queries] of Object.entries(scenarios)) {
      let matches = 0;
      const service = await time(
        queries,
        async (query) => {
          const parsed = consignmentSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
          matches += (await searchConsignments(deps, user.id, parsed)).meta.totalItems;
        },
        databaseName,
      );
      const http = await time(
        queries,
        async (query) => {
          const res = await client.get(`/api/search/v0/consignments?${query}`);
          if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
        },
        databaseName,
      );
      results[name] = { averageMatchesCounted: Math.round(matches / 2 / queries.length), service, http };
    }
    return {
      database: database.kind,
      consignments: COUNT,
      sites: SITES,
      siteSpread: SPREAD,
      loadSeconds,
      ...results,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const kept = process.env.BENCH_DATABASE_URL;
  let results: unknown[];
  if (kept) {
    const database = await openDatabase({ kind: 'postgres', url: kept, max: 10 });
    try {
      results = [await measure(database)];
    } finally {
      await database.close();
    }
  } else results = await measureEachDatabase('bench_search', measure);
  console.log(
    JSON.stringify(
      {
        benchmark: 'search',
        node: process.version,
        target: 'p95 < 25 ms on PostgreSQL for a three-character term and a full consignment number',
        results,
        ...(process.env.DATABASE_URL ? {} : { note: 'set DATABASE_URL to measure PostgreSQL' }),
      },
      null,
      2,
    ),
  );
}

await main();
