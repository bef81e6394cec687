import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_NOW, useDemoWorld, seedTwice } from './demo-world.fixture';
import { consignments, consignmentTrackingEvents, jobs, sites } from '../db/schema';
import { seedDemoConsignments } from './demo-consignments';

const now = DEMO_NOW;
const database = useDemoWorld();

describe('seedDemoConsignments', () => {
  it('books consignments at both demo sites over the last two weeks and the next, once', async () => {
    const db = database.db;
    const made = await seedTwice(() => seedDemoConsignments(db, { now, perSite: 24 }));
    expect(made).toBeGreaterThanOrEqual(40);

    const rows = await db
      .select({
        site: sites.name,
        dispatchDate: consignments.dispatchDate,
        type: consignments.type,
        senderName: consignments.senderName,
        createdAt: consignments.createdAt,
        delivered: consignments.isFullyDelivered,
        costCenter: consignments.costCenter,
      })
      .from(consignments)
      .innerJoin(sites, eq(sites.id, consignments.siteId));
    expect(new Set(rows.map((row) => row.site))).toEqual(new Set(['Melbourne DC', 'Sydney Warehouse']));
    const dates = rows.map((row) => row.dispatchDate).sort();
    const [first, last] = [dates[0] ?? '', dates.at(-1) ?? ''];
    expect(first < '2026-11-23' && last > '2026-11-23').toBe(true);
    expect(first >= '2026-11-09' && last <= '2026-11-30').toBe(true);
    // each made before it was dispatched, and never after now
    expect(rows.every((row) => row.createdAt <= now)).toBe(true);
    expect(rows.filter((row) => row.type === 'outbound').every((row) => row.senderName === row.site)).toBe(
      true,
    );
    // Sydney Warehouse requires a cost centre
    expect(rows.filter((row) => row.site === 'Sydney Warehouse').every((row) => row.costCenter)).toBe(true);
    expect(rows.some((row) => row.delivered)).toBe(true);
    expect(rows.some((row) => row.dispatchDate > '2026-11-23' && row.delivered)).toBe(false);

    const [events] = await db.select({ count: sql<number>`count(*)::int` }).from(consignmentTrackingEvents);
    expect(events?.count).toBeGreaterThan(0);
    // their labels and connotes are queued like any other consignment's
    expect(await db.$count(jobs)).toBeGreaterThanOrEqual(made * 2);
  }, 120_000);
});
