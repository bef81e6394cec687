import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_NOW, useDemoWorld, seedTwice } from './demo-world.fixture';
import { estimates, quotes, sites } from '../db/schema';
import { seedDemoEstimates } from './demo-estimates';

const now = DEMO_NOW;
const database = useDemoWorld();

describe('seedDemoEstimates', () => {
  it('prices estimates at both demo sites over the last three weeks, once', async () => {
    const db = database.db;
    const made = await seedTwice(() => seedDemoEstimates(db, { now, perSite: 12 }));
    expect(made).toBe(24);

    const rows = await db
      .select({
        site: sites.name,
        type: estimates.type,
        createdAt: estimates.createdAt,
        sender: estimates.sender,
        receiver: estimates.receiver,
        selected: estimates.selectedQuoteIds,
        quoteSetId: estimates.quoteSetId,
      })
      .from(estimates)
      .innerJoin(sites, eq(sites.id, estimates.siteId));
    expect(new Set(rows.map((row) => row.site))).toEqual(new Set(['Melbourne DC', 'Sydney Warehouse']));
    expect(rows.every((row) => row.createdAt <= now)).toBe(true);
    expect(rows.every((row) => row.createdAt >= new Date('2026-11-01T00:00:00Z'))).toBe(true);
    // outbound ones leave the site itself
    expect(rows.filter((row) => row.type === 'outbound').every((row) => row.sender.name === row.site)).toBe(
      true,
    );
    // some price a receiver from the address book, some a suburb only
    const parties = rows.map((row) => (row.type === 'outbound' ? row.receiver : row.sender));
    expect(parties.some((party) => party.locality !== null && party.address === null)).toBe(true);
    expect(parties.some((party) => party.addressBookEntryId !== null)).toBe(true);
    // every one was priced, and some have quotes saved
    expect(rows.every((row) => row.quoteSetId !== null)).toBe(true);
    expect(rows.some((row) => row.selected.length > 0)).toBe(true);
    expect(await db.$count(quotes)).toBeGreaterThan(made);
  });
});
