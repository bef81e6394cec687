import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { consignments, manifestConsignments, manifests } from '../db/schema';
import { seedDemoConsignments } from './demo-consignments';
import { DEMO_REJECTION_CODE, seedDemoManifests } from './demo-manifests';
import { createDemoWorld } from './demo-world.fixture';

let database: Database;
const now = new Date('2026-11-23T01:00:00Z');
const today = '2026-11-23';

beforeAll(async () => {
  database = await createDemoWorld();
  await seedDemoConsignments(database.db, { now, perSite: 24 });
}, 120_000);
afterAll(() => database.close());

describe('seedDemoManifests', () => {
  it('manifests the past consignments day by day, answered by the carriers; today’s and later stay ready', async () => {
    const db = database.db;
    const made = await seedDemoManifests(db, now);
    expect(made).toBeGreaterThan(3);
    expect(await seedDemoManifests(db, now)).toBe(0);

    const rows = await db
      .select({ dispatchDate: consignments.dispatchDate, manifestId: consignments.manifestId })
      .from(consignments);
    expect(rows.filter((r) => r.dispatchDate < today).every((r) => r.manifestId !== null)).toBe(true);
    expect(rows.filter((r) => r.dispatchDate >= today).every((r) => r.manifestId === null)).toBe(true);
    expect(rows.some((r) => r.dispatchDate >= today)).toBe(true);

    const all = await db
      .select({ status: manifests.status, dispatchDate: manifests.dispatchDate })
      .from(manifests);
    expect(all).toHaveLength(made);
    expect(all.every((m) => m.status === 'completed' && m.dispatchDate < today)).toBe(true);
    const staged = await db
      .select({ status: manifestConsignments.status, code: manifestConsignments.code })
      .from(manifestConsignments);
    const count = (status: string) => staged.filter((s) => s.status === status).length;
    expect(count('rejected')).toBe(1);
    expect(staged.find((s) => s.status === 'rejected')?.code).toBe(DEMO_REJECTION_CODE);
    expect(count('cancelled')).toBeGreaterThan(0);
    expect(count('accepted')).toBeGreaterThan(staged.length * 0.8);
  }, 120_000);
});
