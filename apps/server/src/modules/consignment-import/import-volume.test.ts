import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consignmentItems, consignments } from '../../db/schema';
import { useWorld } from '../../testing/test-world';
import { createImportWorld, csvOf, goodRow, importFile } from './import-world.fixture';

const w = useWorld(createImportWorld);

const ROWS = 10_000;

describe('a 10,000-row import', () => {
  it('finishes with exact counts: 2% refused (nothing saved), 2% with issues, the rest priced', async () => {
    // every 50th row is refused (no receiver name), every 50th from the 25th has an unknown locality
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const reference = `V-${String(i).padStart(5, '0')}`;
      if (i % 50 === 0) return goodRow(reference, { receiverName: '' });
      if (i % 50 === 25) return goodRow(reference, { receiverSuburb: 'Atlantis' });
      return goodRow(reference, { weightKg: String(1 + (i % 40)) });
    });
    const { started, result } = await importFile(
      w.t,
      await w.world.signIn('alice'),
      w.world.ids.melbourne,
      csvOf(rows),
    );
    expect(started).toMatchObject({ rowsTotal: ROWS, refused: 200 });
    expect(result).toMatchObject({
      status: 'finished',
      rowsTotal: ROWS,
      rowsRead: ROWS,
      consignmentsMade: 9_800,
      withIssues: 200,
      refused: 200,
      alreadyImported: 0,
    });
    expect(result.refusedRows.every((r) => (r.row - 2) % 50 === 0 && r.code === 'receiverNameMissing')).toBe(
      true,
    );
    const db = w.t.database.db;
    const [made] = await db
      .select({
        all: count(),
        priced: count(sql`case when ${consignments.price} is not null then 1 end`),
        issues: count(sql`case when ${consignments.hasIssues} then 1 end`),
        numbers: sql<number>`count(distinct ${consignments.consignmentNo})::int`,
      })
      .from(consignments)
      .where(and(eq(consignments.siteId, w.world.ids.melbourne), eq(consignments.source, 'import')));
    expect(made).toEqual({ all: 9_800, priced: 9_600, issues: 200, numbers: 9_800 });
    const [items] = await db
      .select({ all: count(), ssccs: sql<number>`count(distinct ${consignmentItems.sscc})::int` })
      .from(consignmentItems);
    expect(items).toEqual({ all: 9_800, ssccs: 9_800 });
  }, 300_000);
});
