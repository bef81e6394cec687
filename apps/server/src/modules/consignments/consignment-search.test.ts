import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsignmentSortAlias, SortKey } from '@freight/contracts';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { listConsignments } from './consignment-list.repository';
import { searchConsignmentRows } from './consignment-search.repository';
import { book, useConsignmentWorldWith } from './consignment-world.fixture';
let aliceId: string;

const w = useConsignmentWorldWith({ at: '2026-03-05T00:00:00Z' });
beforeAll(async () => {
  const alice = await w.world.signIn('alice');
  for (const siteId of [
    w.world.ids.melbourne,
    w.world.ids.sydney,
    w.world.ids.melbourne,
    w.world.ids.sydney,
  ]) {
    w.t.clock.advance(60_000);
    await book(alice, { ...w.booking, siteId });
  }
  const [row] = await w.t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'alice'));
  aliceId = row?.id ?? '';
});

describe('the search statement', () => {
  it('reads a page from each site’s sort order when the matches pass the cap, as the plain list orders them', async () => {
    const siteIds = [w.world.ids.melbourne, w.world.ids.sydney];
    for (const sort of [
      [{ key: 'consignment', descending: true }],
      [{ key: 'updated', descending: true }],
    ] satisfies SortKey<ConsignmentSortAlias>[][])
      for (const page of [
        { limit: 2, offset: 0 },
        { limit: 2, offset: 1 },
        { limit: 3, offset: 2 },
      ]) {
        const listed = await listConsignments(w.t.database.db, { siteIds, terms: ['adelaide'] }, sort, page);
        for (const cap of [1, 100]) {
          const found = await searchConsignmentRows(
            w.t.database.db,
            { userId: aliceId, siteIds },
            { terms: ['adelaide'] },
            sort,
            page,
            cap,
          );
          expect(found.counted).toBe(cap === 1 ? 2 : 4);
          expect(found.heldCount).toBe(2);
          expect(found.rows.map((row) => row.consignment.id)).toEqual(
            listed.map((row) => row.consignment.id),
          );
        }
      }
  });

  it('counts the sites asked for that the user holds, and reads none of another user’s', async () => {
    const found = await searchConsignmentRows(
      w.t.database.db,
      { userId: aliceId, siteIds: [w.world.ids.melbourne, w.world.ids.adelaide] },
      {},
      [],
      { limit: 10, offset: 0 },
      100,
    );
    expect(found.heldCount).toBe(1);
    expect(found.rows.every((row) => row.consignment.siteId === w.world.ids.melbourne)).toBe(true);
    const org = await searchConsignmentRows(
      w.t.database.db,
      { userId: aliceId, organisationId: w.world.ids.second },
      {},
      [],
      { limit: 10, offset: 0 },
      100,
    );
    expect(org).toMatchObject({ organisationHeld: false, rows: [] });
  });

  it('says the same of the scope for a text search, whether its term matches or not', async () => {
    const scope = { userId: aliceId, siteIds: [w.world.ids.melbourne, w.world.ids.adelaide] };
    for (const terms of [['adelaide'], ['no-such-receiver']]) {
      const found = await searchConsignmentRows(
        w.t.database.db,
        scope,
        { terms },
        [],
        { limit: 10, offset: 0 },
        100,
      );
      expect(found).toMatchObject({ heldCount: 1, scopeSiteIds: [w.world.ids.melbourne] });
      expect(found.counted).toBe(terms[0] === 'adelaide' ? 2 : 0);
      expect(found.rows.every((row) => row.consignment.siteId === w.world.ids.melbourne)).toBe(true);
      const org = await searchConsignmentRows(
        w.t.database.db,
        { userId: aliceId, organisationId: w.world.ids.second },
        { terms },
        [],
        { limit: 10, offset: 0 },
        100,
      );
      expect(org).toMatchObject({ organisationHeld: false, counted: 0, rows: [] });
    }
  });
});
