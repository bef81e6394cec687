/**
 * Manifests, through the production app:
 * - creation of one manifest of 500 consignments (POST /api/sender/v0/manifests: locks, checks, numbers, stages
 *   and marks them, queues the PDF and the carrier's e-mail), then the time until HEAD on its document.pdf
 *   answers 200 (the job worker making the A4 PDF of 500 rows);
 * - manifest search (POST /api/sender/manifests/search) over 50,000 manifests of 10 sites: site and
 *   organisation searches with the default sort, other sorts, filters and deeper pages; p50 and p95 of the
 *   service call and of the whole request.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: DATABASE_URL=postgres://... npx tsx bench/manifests.ts   (MANIFESTS=50000 CONSIGNMENTS=500; ONLY=...)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { manifestSearchRequestSchema, type ManifestSearchRequest } from '@freight/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { carriers, consignments, users } from '../apps/server/src/db/schema';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import { searchManifests } from '../apps/server/src/modules/manifests';
import type { Database } from '../apps/server/src/platform/db/client';
import {
  createOrganisation,
  createSite,
  createUser,
  TEST_PASSWORD,
} from '../apps/server/src/testing/fixtures';
import { TestClient } from '../apps/server/src/testing/http-client';
import { fillConsignments } from './lib/consignment-data';
import { measureEachDatabase } from './lib/each-database';

const MANIFESTS = Number(process.env.MANIFESTS ?? 50_000);
const CONSIGNMENTS = Number(process.env.CONSIGNMENTS ?? 500);
const SITES = 10;
const SEARCHES = 300;

const percentile = (sorted: readonly number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { searches: sorted.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

/** Manifests spread over the sites and two years, in one INSERT ... SELECT. */
async function fillManifests(
  database: Database,
  siteIds: number[],
  organisationId: number,
  carrierId: number,
) {
  const sites = `{${siteIds.join(',')}}`;
  await database.db.execute(sql`
    insert into manifests (site_id, organisation_id, organisation_name, site_name, carrier_id, carrier_name,
      carrier_account, manifest_number, consignment_type, dispatch_date, status, sender_name, dispatch_address,
      agreed_services, agreed_service_ids, service_names, consignment_count, item_quantity, volume, weight,
      has_dangerous_goods, created_at, updated_at)
    select (${sites}::int[])[1 + g % ${siteIds.length}], ${organisationId}, 'Bench Freight', 'Bench site',
      ${carrierId}, 'Bench Road', 'BENCH', 'MB' || lpad(g::text, 8, '0'),
      (array['outbound','inbound','transfer'])[1 + g % 3], current_date - (g % 730),
      (array['proposed','approved','completed','completed','rejected'])[1 + g % 5],
      'Sender ' || (g % 97),
      '{"name":"Bench DC","line1":"1 Long St","line2":null,"suburb":"Melbourne","state":"VIC","postcode":"3000"}'::jsonb,
      jsonb_build_array(jsonb_build_object('id', (1 + g % 4)::text, 'name', 'Service ' || (1 + g % 4))),
      array[1 + g % 4], 'Service ' || (1 + g % 4), 1 + g % 40, 1 + g % 120, 24000000 * (1 + g % 60),
      10000 * (1 + g % 90), g % 11 = 0,
      now() - make_interval(mins => g * 20), now() - make_interval(mins => g * 20)
    from generate_series(1, ${MANIFESTS}) as g`);
  // what autovacuum does after a bulk load: statistics, and the visibility map index-only scans rely on
  await database.db.execute(sql`vacuum analyze manifests`);
}

function searches(siteIds: number[], organisationId: number): ManifestSearchRequest[] {
  const sorts = [undefined, '-created', 'manifest', '-items', 'weight', 'from', '-volume', 'service'];
  return Array.from({ length: SEARCHES }, (_, i) => {
    const bySite = i % 3 !== 0;
    const filter = {
      ...(bySite
        ? { siteIds: [String(siteIds[i % siteIds.length])] }
        : { organisationId: String(organisationId) }),
      ...(i % 5 === 1 ? { status: ['completed' as const] } : {}),
      ...(i % 7 === 2 ? { hasDangerousGoods: true } : {}),
      ...(i % 11 === 3 ? { consignmentTypes: ['outbound' as const] } : {}),
      ...(i % 13 === 4 ? { created: { from: '2025-01-01', to: '2025-06-30' } } : {}),
    };
    return {
      filter,
      page: { offset: (i % 4) * 30, limit: 30 },
      ...(sorts[i % sorts.length] ? { sort: sorts[i % sorts.length] } : {}),
    };
  });
}

async function measure(database: Database) {
  const { db } = database;
  await database.migrate();
  await syncPolicyDocuments(db);
  const org = await createOrganisation(db, 'Bench Freight');
  const siteIds: number[] = [];
  for (let i = 0; i < SITES; i += 1) siteIds.push((await createSite(db, org.id, `Bench site ${i + 1}`)).id);
  await createUser(db, { username: 'bench', siteIds });
  const [carrier] = await db.insert(carriers).values({ name: 'Bench Road' }).returning({ id: carriers.id });
  if (!carrier) throw new Error('no carrier');
  const home = siteIds[0] ?? 0;
  await fillConsignments(db, {
    siteIds: [home],
    carrierId: carrier.id,
    agreedServiceId: 1,
    count: CONSIGNMENTS,
  });
  await db.update(consignments).set({ dispatchDate: sql`current_date` });
  const ids = (await db.select({ id: consignments.id }).from(consignments)).map((row) => row.id);

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-manifests-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    JOBS_WORKER: 'true',
    JOBS_POLL_MS: '50',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const client = new TestClient(app);
    const signedIn = await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    if (signedIn.statusCode !== 200) throw new Error(`sign-in answered ${signedIn.statusCode}`);

    const started = performance.now();
    const created = await client.post('/api/sender/v0/manifests', {
      data: {
        type: 'manifests',
        attributes: { siteId: String(home), consignments: ids.map((consignmentId) => ({ consignmentId })) },
      },
    });
    const createMs = performance.now() - started;
    if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
    const [manifest] = created.json<{ data: { id: string; consignments: unknown[] }[] }>().data;
    const documentUrl = `/api/sender/v0/manifests/${manifest?.id}/document.pdf`;
    let status = 0;
    while (status !== 200) {
      status = (await client.request('HEAD', documentUrl)).statusCode;
      if (status !== 200 && status !== 202) throw new Error(`HEAD answered ${status}`);
      if (status === 202) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const pdfReadyMs = performance.now() - started;
    const pdf = await client.get(documentUrl);

    const filled = performance.now();
    await fillManifests(database, siteIds, org.id, carrier.id);
    const fillSeconds = Math.round((performance.now() - filled) / 100) / 10;
    const requests = searches(siteIds, org.id);
    const parsed = requests.map((request) => manifestSearchRequestSchema.parse(request));
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'bench'));
    const time = async (run: (i: number) => Promise<void>) => {
      for (let i = 0; i < requests.length; i += 1) await run(i);
      const samples: number[] = [];
      for (let i = 0; i < requests.length; i += 1) {
        const start = process.hrtime.bigint();
        await run(i);
        samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return samples;
    };
    const service = await time(async (i) => {
      await searchManifests(db, user?.id ?? '', parsed[i] as (typeof parsed)[number]);
    });
    const http = await time(async (i) => {
      const res = await client.post('/api/sender/manifests/search', requests[i]);
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
    });
    return {
      database: database.kind,
      creation: {
        consignments: manifest?.consignments.length ?? 0,
        createMs: Math.round(createMs),
        pdfReadyMs: Math.round(pdfReadyMs),
        pdfBytes: pdf.rawPayload.length,
      },
      search: {
        manifests: MANIFESTS + 1,
        sites: SITES,
        fillSeconds,
        service: summary(service),
        http: summary(http),
      },
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await measureEachDatabase('bench_manifests', measure);
console.log(JSON.stringify({ benchmark: 'manifests', results }, null, 2));
