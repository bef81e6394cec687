import { beforeAll, describe, expect, it } from 'vitest';
import type { SortKey } from '@freight/contracts';
import { loadLocalities } from '../../reference-data/localities';
import { createOrganisation, createSite } from '../../testing/fixtures';
import { useTestDatabase } from '../../testing/test-database';
import { createStreetAddress } from '../../testing/street-address';
import { findLocalitiesForTest } from './entry-list.repository.test-data';
import { createEntryForSite } from './entries.service';
import type { EntrySortKey } from './entries.repository';
import { listEntries } from './entry-list.repository';

let siteId: number;

// Names chosen so that 'oliv' matches cluster at the end of the name order, and 'st' matches every entry.
const NAMES = [
  ...['Acme', 'Apex', 'Banksia', 'Coastal', 'Harbour', 'Metro', 'Pacific', 'Summit'].map(
    (n) => `${n} Hardware`,
  ),
  'Olivia Brown',
  'Olivia Chen',
  'Olivia Smith',
];

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.db;
  await loadLocalities(db);
  const org = await createOrganisation(db, 'Org');
  siteId = (await createSite(db, org.id, 'Site')).id;
  const [locality] = await findLocalitiesForTest(db);
  if (!locality) throw new Error('no locality');
  for (const name of NAMES) {
    const address = await createStreetAddress(db, org.id, '1 Station St', locality.id);
    await createEntryForSite(
      db,
      { siteId, organisationId: org.id },
      { ...entry(name), location: { address: { id: address.id }, line2: null, residential: false } },
    );
  }
});

function entry(name: string) {
  return {
    siteId,
    name,
    quickAccessCode: null,
    preventConsolidation: false,
    requiresDeliveryTimeSlot: false,
    pallets: { allowedPalletTypes: [], preferredTransferType: 'none' as const },
    operatingHours: null,
  };
}

const byName: SortKey<EntrySortKey>[] = [{ key: 'name', descending: false }];
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('listEntries', () => {
  it('counts up to the cap, and one more to show there are more', async () => {
    const page = { limit: 3, offset: 0 };
    expect(
      (await listEntries(database.db, { siteId, terms: [] }, byName, { ...page, countCap: 100 })).total,
    ).toBe(11);
    expect(
      (await listEntries(database.db, { siteId, terms: [] }, byName, { ...page, countCap: 5 })).total,
    ).toBe(6);
  });

  it('gives the same page whichever way it is found: few matches, many within the window, many beyond it', async () => {
    const page = { limit: 2, offset: 1 };
    const few = await listEntries(database.db, { siteId, terms: ['oliv'] }, byName, {
      ...page,
      countCap: 100,
    });
    expect(names(few.rows)).toEqual(['Olivia Chen', 'Olivia Smith']);
    // more matches than the cap: the sort order is walked; a window of 3 rows holds no 'oliv', so all are sorted
    const beyond = await listEntries(database.db, { siteId, terms: ['oliv'] }, byName, {
      ...page,
      countCap: 2,
      sortWindow: 3,
    });
    expect(beyond).toEqual({ rows: few.rows, total: 3 });
    const within = await listEntries(database.db, { siteId, terms: ['st'] }, byName, {
      ...page,
      countCap: 2,
      sortWindow: 3,
    });
    expect(names(within.rows)).toEqual(['Apex Hardware', 'Banksia Hardware']);
    const descending = await listEntries(
      database.db,
      { siteId, terms: ['hardware'] },
      [{ key: 'name', descending: true }],
      {
        limit: 2,
        offset: 0,
        countCap: 2,
        sortWindow: 3,
      },
    );
    expect(names(descending.rows)).toEqual(['Summit Hardware', 'Pacific Hardware']);
  });

  it('answers no rows past the last match', async () => {
    const past = await listEntries(database.db, { siteId, terms: ['oliv'] }, byName, {
      limit: 2,
      offset: 5,
      countCap: 100,
    });
    expect(past).toEqual({ rows: [], total: 3 });
  });
});
