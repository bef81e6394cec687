import { describe, expect, it } from 'vitest';
import { consignments, manifestConsignments, manifests } from '../db/schema';
import { seedDemoConsignments } from './demo-consignments';
import { DEMO_REJECTION_CODE, seedDemoManifests } from './demo-manifests';
import { DEMO_NOW, useDemoWorld, seedTwice } from './demo-world.fixture';

const now = DEMO_NOW;
const today = '2026-11-23';
const database = useDemoWorld((db) => seedDemoConsignments(db, { now, perSite: 24 }));

describe('seedDemoManifests', () => {
  it('manifests the past consignments day by day, answered by the carriers; today’s and later stay ready', async () => {
    const db = database.db;
    const made = await seedTwice(() => seedDemoManifests(db, now));
    expect(made).toBeGreaterThan(3);

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
