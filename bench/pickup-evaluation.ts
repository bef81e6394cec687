/**
 * Pickup service evaluation: every agreed service of a site (20, on national rate cards) judged for one pickup
 * (its zones, packaging, cut-offs in the sender's time zone, dangerous goods): the evaluation itself, as each
 * pickup create, update, read and request runs it, and GET /api/sender/v0/pickups/{id} through the production
 * app. Also GET /api/sender/v0/pickup-reliability over 90 days of 2,000 answered requests.
 * Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is set (in a database it creates and drops).
 * Run: npx tsx bench/pickup-evaluation.ts   (or DATABASE_URL=postgres://... npx tsx bench/pickup-evaluation.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pickupAttributesSchema } from '@freight/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { localities, pickupRequests, pickups, users } from '../apps/server/src/db/schema';
import * as carriers from '../apps/server/src/modules/carriers/carriers.service';
import { syncPolicyDocuments } from '../apps/server/src/modules/legal/legal.service';
import { createPickup } from '../apps/server/src/modules/pickups';
import { bookedConsignments, evaluateServices } from '../apps/server/src/modules/pickups/pickup-evaluation';
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
const WARM_UP = 100;
const RUNS = Number(process.env.RUNS ?? 500);
const HISTORY = 2_000;

async function createWorld(db: Db) {
  const deps = { db, clock: systemClock };
  await db.insert(localities).values([
    { id: 1, suburb: 'Melbourne', postcode: '3000', state: 'VIC', chargeZone: 'V1' },
    { id: 2, suburb: 'Perth', postcode: '6000', state: 'WA', chargeZone: 'W1' },
    { id: 3, suburb: 'Adelaide', postcode: '5000', state: 'SA', chargeZone: 'S1' },
  ]);
  const org = await createOrganisation(db, 'Bench Freight');
  const site = await createSite(db, org.id, 'Bench DC');
  await createUser(db, { username: 'bench', siteIds: [site.id] });
  const agreed: number[] = [];
  for (let service = 0; service < SERVICES; service += 1) {
    const carrier = `Carrier ${service % 5}`;
    if (service < 5)
      await carriers.addCarrier(deps, { name: carrier, contactEmail: `c${service}@bench.example` });
    const name = `Service ${service}`;
    await carriers.addService(deps, {
      carrier,
      name,
      mode: 'road',
      pickupBookingCutoff: '14:00',
      pickupCutoff: '17:00',
      pickupWindowMinimumMinutes: 120,
      ...(service % 4 === 0 ? { pickupPackagingTypes: ['Carton', 'Pallet'] } : {}),
    });
    await carriers.saveRateCard(deps, {
      carrier,
      service: name,
      account: null,
      effectiveFrom: '2026-01-01',
      lanes: nationalLanes(service),
    });
    const granted = await carriers.grantAgreedService(deps, {
      site: site.id,
      carrier,
      service: name,
      carrierChargeAccount: `ACC-${service}`,
    });
    agreed.push(granted.agreed.id);
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'bench'));
  if (!user) throw new Error('no user');
  const destinations = [
    { locality: 'Perth', postcode: '6000', subdivision: 'WA' },
    { locality: 'Adelaide', postcode: '5000', subdivision: 'SA' },
  ];
  const pickup = await createPickup(
    { db, clock: systemClock },
    user.id,
    pickupAttributesSchema.parse({
      siteId: String(site.id),
      type: 'outbound',
      pickupDate: '2030-03-06',
      pickupWindow: '2030-03-06T10:00:00+11:00/PT3H',
      senderTimeZone: 'Australia/Melbourne',
      sender: { name: 'Bench DC', locality: { id: '1' } },
      freight: Array.from({ length: 10 }, (_, i) => ({
        packagingType: i % 3 === 0 ? 'Pallet' : 'Carton',
        length: 400,
        width: 300,
        height: 200,
        weight: 8_000,
        quantity: 1 + (i % 3),
        destination: destinations[i % 2],
      })),
    }),
  );
  // 90 days of answered requests for the reliability panel
  const now = Date.now();
  await db.insert(pickupRequests).values(
    Array.from({ length: HISTORY }, (_, i) => {
      const createdAt = new Date(now - ((i * 89) / HISTORY) * 86_400_000);
      const confirmed = i % 10 < 7;
      return {
        pickupId: Number(pickup.id),
        siteId: site.id,
        agreedServiceId: agreed[i % SERVICES] ?? 0,
        tokenHash: `bench-${i}`,
        expiresAt: new Date(now + 86_400_000),
        supersededAt: new Date(createdAt.getTime() + 1),
        windowStartsAt: new Date(createdAt.getTime() + 86_400_000),
        status: confirmed
          ? ('confirmed' as const)
          : i % 10 < 9
            ? ('rejected' as const)
            : ('requested' as const),
        confirmedAt: confirmed ? new Date(createdAt.getTime() + (10 + (i % 200)) * 60_000) : null,
        rejectedAt: !confirmed && i % 10 < 9 ? new Date(createdAt.getTime() + 3_600_000) : null,
        summary: {
          carrierName: '',
          carrierChargeAccount: '',
          serviceName: '',
          pickupDate: '',
          pickupWindow: '',
          pickupCloseTime: '',
          reference: null,
          sender: { name: '', line1: null, locality: '', subdivision: '', postcode: '' },
          totalItems: 0,
          totalVolume: 0,
          totalWeight: 0,
        },
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await db.execute(sql`analyze`);
  return { siteId: site.id, pickupId: Number(pickup.id) };
}

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 100) / 100;

async function timed(run: () => Promise<void>) {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    if (i >= WARM_UP) samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
}

async function measure(database: Database) {
  await database.migrate();
  await syncPolicyDocuments(database.db);
  const world = await createWorld(database.db);
  const [row] = await database.db.select().from(pickups).where(eq(pickups.id, world.pickupId));
  if (!row) throw new Error('no pickup');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pickups-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  try {
    let services = 0;
    const evaluation = await timed(async () => {
      const booked = await bookedConsignments(database.db, row);
      services = (await evaluateServices(database.db, row, booked, new Date())).length;
    });
    const client = new TestClient(app);
    await client.post('/api/auth/sign-in', { username: 'bench', password: TEST_PASSWORD });
    const read = await timed(async () => {
      const res = await client.get(`/api/sender/v0/pickups/${world.pickupId}`);
      if (res.statusCode !== 200) throw new Error(`GET pickup answered ${res.statusCode}`);
    });
    const reliability = await timed(async () => {
      const res = await client.get(`/api/sender/v0/pickup-reliability?siteId=${world.siteId}`);
      if (res.statusCode !== 200) throw new Error(`reliability answered ${res.statusCode}`);
    });
    return {
      database: database.kind,
      runs: RUNS,
      servicesEvaluated: services,
      evaluation,
      getPickup: read,
      reliability,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const results = await measureEachDatabase('bench_pickup_evaluation', measure);
  console.log(
    JSON.stringify(
      {
        benchmark: 'pickup-evaluation',
        node: process.version,
        agreedServices: SERVICES,
        freightLines: 10,
        lanesPerRateCard: ZONES.length ** 2,
        reliabilityRequests: HISTORY,
        results,
        loadAverage: [loadBefore, loadavg()[0] ?? 0].map((load) => Math.round(load * 100) / 100),
        ...(process.env.DATABASE_URL ? {} : { note: 'set DATABASE_URL to measure PostgreSQL too' }),
      },
      null,
      2,
    ),
  );
}

await main();
