/**
 * Search latency of the address service and the address book, server-side:
 * - locality suggestions (GET /api/address/localities?q=&limit=20) over the 18,545 Australian localities;
 * - address book search (GET /api/address-book/v0/entries?filter[siteId]=&search=) in a site of 100,000 entries,
 *   30 to a page with the total, highlights and each entry's address and contacts.
 * Each is timed twice: the service call alone, and the whole request through the production app (session check,
 * site check, validation, serialisation). A few hundred realistic queries, warmed up once, then timed.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: npx tsx bench/address-search.ts   (or DATABASE_URL=postgres://... npx tsx bench/address-search.ts)
 * ENTRIES=10000 makes a smaller address book; ONLY=pglite or ONLY=postgres measures one database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { entryListQuerySchema } from '@freight/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { localities } from '../apps/server/src/db/schema';
import { loadLocalities } from '../apps/server/src/reference-data/localities';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import { listEntries } from '../apps/server/src/modules/address-book/entry-list.service';
import { searchLocalities } from '../apps/server/src/modules/addresses/localities.service';
import type { Database } from '../apps/server/src/platform/db/client';
import {
  createOrganisation,
  createSite,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/testing/fixtures';
import { TestClient } from '../apps/server/src/testing/http-client';
import { entryQueries, fillAddressBook, localityQueries } from './lib/address-book-data';
import { measureEachDatabase } from './lib/each-database';

const ENTRIES = Number(process.env.ENTRIES ?? 100_000);
const LOCALITY_QUERIES = 300;
const ENTRY_QUERIES = 300;

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

/** Times each query once after one untimed pass over all of them. */
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
  await loadLocalities(db);
  const org = await createOrganisation(db, 'Bench Freight');
  const site = await createSite(db, org.id, 'Bench DC');
  const user = await createUser(db, { username: 'bench', siteIds: [site.id] });
  const filled = performance.now();
  const sample = await fillAddressBook(db, { siteId: site.id, organisationId: org.id, entries: ENTRIES });
  const fillSeconds = Math.round((performance.now() - filled) / 100) / 10;
  // what autovacuum does on PostgreSQL after a bulk load; PGlite has no autovacuum, so the embedded database
  // plans without statistics unless they are gathered like this
  await db.execute(sql`analyze`);

  const places = localityQueries(await db.select().from(localities), LOCALITY_QUERIES);
  const terms = entryQueries(sample, ENTRY_QUERIES);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-address-search-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    const expectOk = (res: { statusCode: number; body: string }) => {
      if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
    };
    let matched = 0;
    const localityService = await time(places, async (q) => {
      await searchLocalities(db, q, 20);
    });
    const localityHttp = await time(places, async (q) => {
      expectOk(await client.get(`/api/address/localities?q=${encodeURIComponent(q)}&limit=20`));
    });
    const entryService = await time(terms, async (search) => {
      const query = entryListQuerySchema.parse({ 'filter[siteId]': String(site.id), search });
      matched += (await listEntries(db, user.id, query)).meta.totalItems;
    });
    const entryHttp = await time(terms, async (search) => {
      const url = `/api/address-book/v0/entries?filter[siteId]=${site.id}&search=${encodeURIComponent(search)}`;
      expectOk(await client.get(url));
    });
    const firstPage = await time([...Array(50).keys()], async (page) => {
      expectOk(
        await client.get(`/api/address-book/v0/entries?filter[siteId]=${site.id}&offset=${page * 30}`),
      );
    });
    return {
      database: database.kind,
      localities: { service: summary(localityService), http: summary(localityHttp) },
      addressBook: {
        entries: ENTRIES,
        loadSeconds: fillSeconds,
        averageMatches: Math.round(matched / 2 / terms.length),
        search: { service: summary(entryService), http: summary(entryHttp) },
        listByName: { http: summary(firstPage) },
      },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = await measureEachDatabase('bench_address_search', measure);
  const serverUrl = process.env.DATABASE_URL;
  console.log(
    JSON.stringify(
      {
        benchmark: 'address-search',
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
