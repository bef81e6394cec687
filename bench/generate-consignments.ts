/**
 * Fills a running installation's database with consignments for benchmarks and trying the lists at scale: they
 * are spread over the named organisation's sites and two years of dispatch dates, booked with one of each site's
 * agreed services, in one INSERT ... SELECT per site (a million rows take a few minutes on PostgreSQL).
 * Run: DATABASE_URL=postgres://... npx tsx bench/generate-consignments.ts [count] [organisation name]
 *      (defaults: 1000000 and 'Demo Freight Co'; without DATABASE_URL, the embedded database in DATA_DIR)
 */
import { and, asc, eq, like, sql } from 'drizzle-orm';
import {
  agreedServices,
  carrierServices,
  consignments,
  organisations,
  sites,
} from '../apps/server/src/db/schema';
import { loadConfig } from '../apps/server/src/config/env';
import { openConfiguredDatabase } from '../apps/server/src/platform/db/open-from-config';
import { fillConsignments } from './lib/consignment-data';

const count = Number(process.argv[2] ?? 1_000_000);
const organisationName = process.argv[3] ?? 'Demo Freight Co';
if (!Number.isInteger(count) || count < 1) throw new Error('count must be a whole number above 0');

const config = loadConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const { db } = database;
  const siteServices = await db
    .select({ siteId: sites.id, agreedServiceId: agreedServices.id, carrierId: carrierServices.carrierId })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
    .innerJoin(agreedServices, and(eq(agreedServices.siteId, sites.id), eq(agreedServices.isActive, true)))
    .innerJoin(carrierServices, eq(carrierServices.id, agreedServices.carrierServiceId))
    .where(eq(organisations.name, organisationName))
    .orderBy(asc(sites.id), asc(agreedServices.id));
  const bySite = new Map<number, { agreedServiceId: number; carrierId: number }>();
  for (const row of siteServices) if (!bySite.has(row.siteId)) bySite.set(row.siteId, row);
  if (bySite.size === 0) throw new Error(`${organisationName} has no site with an active agreed service`);

  const started = performance.now();
  const perSite = Math.ceil(count / bySite.size);
  // numbers carry on after any made by an earlier run
  const [before] = await db
    .select({ made: sql<number>`count(*)::int` })
    .from(consignments)
    .where(like(consignments.consignmentNo, 'BRC%'));
  const offset = before?.made ?? 0;
  let made = 0;
  for (const [siteId, service] of bySite) {
    const rows = Math.min(perSite, count - made);
    await fillConsignments(db, { siteIds: [siteId], ...service, count: rows, offset: offset + made });
    made += rows;
  }
  // as autovacuum would leave a table at rest: statistics, and a visibility map so index-only scans skip the heap
  await db.execute(sql`vacuum (analyze) consignments`);
  console.log(
    JSON.stringify({
      generated: made,
      organisation: organisationName,
      sites: bySite.size,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }),
  );
} finally {
  await database.close();
}
