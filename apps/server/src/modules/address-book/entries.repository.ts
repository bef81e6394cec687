import { and, asc, count, desc, eq, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { SortKey } from '@freight/contracts';
import { addressBookEntries as entries } from '../../db/schema';
import { escapeLike } from '../../platform/db/like';
import type { DbOrTx } from '../../platform/db/transaction';

export type EntryRow = typeof entries.$inferSelect;
export type NewEntryRow = Omit<typeof entries.$inferInsert, 'id' | 'createdAt'>;
export type EntrySortKey = 'name' | 'quickAccessCode' | 'locality' | 'postcode' | 'created' | 'updated';

export async function insertEntry(db: DbOrTx, row: NewEntryRow): Promise<EntryRow> {
  const [inserted] = await db.insert(entries).values(row).returning();
  if (!inserted) throw new Error('entry insert returned no row');
  return inserted;
}

export async function updateEntry(db: DbOrTx, id: number, row: NewEntryRow): Promise<EntryRow | null> {
  const [updated] = await db
    .update(entries)
    .set({ ...row, updatedAt: sql`now()` })
    .where(eq(entries.id, id))
    .returning();
  return updated ?? null;
}

export async function deleteEntry(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db.delete(entries).where(eq(entries.id, id)).returning({ id: entries.id });
  return deleted.length > 0;
}

export async function findEntry(db: DbOrTx, id: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(entries).where(eq(entries.id, id)).limit(1);
  return row ?? null;
}

/** Whether another entry of the site already has the code, whatever its case. */
export async function quickAccessCodeTaken(db: DbOrTx, siteId: number, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(
      and(
        eq(entries.siteId, siteId),
        sql`lower(${entries.quickAccessCode}) = ${code.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(entries.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The columns an entry list sorts by, from the table or from a subquery of it. */
type SortSource = Record<
  'name' | 'quickAccessCode' | 'locality' | 'postcode' | 'createdAt' | 'updatedAt' | 'id',
  Column
>;

function orderBy(source: SortSource, sort: readonly SortKey<EntrySortKey>[]): SQL[] {
  const columns: Record<EntrySortKey, SQL> = {
    name: sql`lower(${source.name})`,
    quickAccessCode: sql`lower(${source.quickAccessCode})`,
    locality: sql`lower(${source.locality})`,
    postcode: sql`${source.postcode}`,
    created: sql`${source.createdAt}`,
    updated: sql`${source.updatedAt}`,
  };
  // the id last, so that pages never overlap or skip when sort values are equal
  return [...sort.map((s) => (s.descending ? desc : asc)(columns[s.key])), asc(source.id)];
}

export interface EntryListFilter {
  siteId: number;
  residential?: boolean | undefined;
  quickAccessCode?: string | undefined;
  /** Lower-cased search terms; an entry matches when its search text holds every one. */
  terms: readonly string[];
}

function filterConditions(filter: EntryListFilter): SQL | undefined {
  return and(
    eq(entries.siteId, filter.siteId),
    filter.residential === undefined ? undefined : eq(entries.residential, filter.residential),
    filter.quickAccessCode === undefined
      ? undefined
      : sql`lower(${entries.quickAccessCode}) = ${filter.quickAccessCode.toLowerCase()}`,
  );
}

/** Each term on the trigram index over (site_id, search_text). */
const termConditions = (searchText: Column, terms: readonly string[]) =>
  terms.map((term) => sql`${searchText} like ${`%${escapeLike(term)}%`}`);

export interface Page {
  limit: number;
  offset: number;
}

/** How many entries match, counting no further than the cap plus one (so more than the cap shows). */
async function countUpTo(db: DbOrTx, where: SQL | undefined, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(entries)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/** Walks the sort order (the name index by default), keeping the rows that match: right when most rows do. */
function inSortOrder(db: DbOrTx, where: SQL | undefined, sort: readonly SortKey<EntrySortKey>[], page: Page) {
  return db
    .select()
    .from(entries)
    .where(where)
    .orderBy(...orderBy(entries, sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** A LIMIT that keeps every row; a subquery with a LIMIT is planned on its own (Drizzle drops OFFSET 0). */
const ALL_ROWS = 2_147_483_647;

/**
 * Finds every match first (the trigram index) and sorts only those: right when few rows match. The subquery's
 * LIMIT keeps the planner from walking the sort order instead, which it would misjudge for matches that
 * cluster late in that order (a search for 'oliv' finds only names that start 'Olivia', 60% of the way down).
 */
function matchesFirst(
  db: DbOrTx,
  where: SQL | undefined,
  sort: readonly SortKey<EntrySortKey>[],
  page: Page,
) {
  const matches = db.select().from(entries).where(where).limit(ALL_ROWS).as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** Rows of the sort order looked at for a search with many matches before sorting all matches instead. */
export const SORT_WINDOW = 3000;

/**
 * The page among the first rows of the sort order, or null when they hold too few matches for it (matches
 * clustered further down): a search with many matches usually fills its page within a few hundred rows.
 */
async function withinSortWindow(
  db: DbOrTx,
  filter: EntryListFilter,
  sort: readonly SortKey<EntrySortKey>[],
  page: Page & { sortWindow: number },
): Promise<EntryRow[] | null> {
  const window = db
    .select()
    .from(entries)
    .where(filterConditions(filter))
    .orderBy(...orderBy(entries, sort))
    .limit(page.sortWindow + page.offset)
    .as('window');
  const rows = await db
    .select()
    .from(window)
    .where(and(...termConditions(window.searchText, filter.terms)))
    .orderBy(...orderBy(window, sort))
    .limit(page.limit)
    .offset(page.offset);
  return rows.length === page.limit ? rows : null;
}

/**
 * One page of a site's entries, and how many match in all up to the cap (more than the cap is cap + 1).
 * A search is counted first; the count decides how to find the page (see matchesFirst and withinSortWindow).
 */
export async function listEntries(
  db: DbOrTx,
  filter: EntryListFilter,
  sort: readonly SortKey<EntrySortKey>[],
  page: Page & { countCap: number; sortWindow?: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = and(filterConditions(filter), ...termConditions(entries.searchText, filter.terms));
  const total = await countUpTo(db, where, page.countCap);
  if (total === 0 || (total <= page.countCap && page.offset >= total)) return { rows: [], total };
  if (filter.terms.length === 0) return { rows: await inSortOrder(db, where, sort, page), total };
  if (total <= page.countCap) return { rows: await matchesFirst(db, where, sort, page), total };
  const window = { ...page, sortWindow: page.sortWindow ?? SORT_WINDOW };
  const rows =
    (await withinSortWindow(db, filter, sort, window)) ?? (await matchesFirst(db, where, sort, page));
  return { rows, total };
}

/**
 * Entries of the site that may be the one being entered: at the same address (the same address record or the
 * same street address typed again) or with the same name, case aside. Both kinds of match come first.
 */
export async function findDuplicates(
  db: DbOrTx,
  candidate: { siteId: number; name: string; addressId: string | null; addressKey: string | null },
  page: Page,
): Promise<{ rows: EntryRow[]; total: number }> {
  const sameAddress =
    candidate.addressId === null || candidate.addressKey === null
      ? sql`false`
      : or(eq(entries.addressId, candidate.addressId), eq(entries.addressKey, candidate.addressKey));
  const sameName = sql`lower(${entries.name}) = ${candidate.name.toLowerCase()}`;
  const where = and(eq(entries.siteId, candidate.siteId), or(sameAddress, sameName));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(entries)
      .where(where)
      .orderBy(desc(sql`(${sameAddress}) and ${sameName}`), asc(sql`lower(${entries.name})`), asc(entries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(entries, where),
  ]);
  return { rows, total };
}

export async function siteHasEntries(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: entries.id }).from(entries).where(eq(entries.siteId, siteId)).limit(1);
  return row !== undefined;
}

/** For carrier preferences: entries' ids and names as a subquery to join (lists filter and sort by the name). */
export function entryNames(db: DbOrTx) {
  return db.select({ entryId: entries.id, entryName: entries.name }).from(entries).as('entry_names');
}
