import { and, asc, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { SortKey } from '@freight/contracts';
import { addressBookEntries as entries } from '../../db/schema';
import { matchesWordStartOnly } from '@freight/rules';
import { termPattern } from '../../platform/db/like';
import { countUpTo } from '../../platform/db/count-up-to';
import { rowsInOrder } from '../../platform/db/rows-in-order';
import type { DbOrTx } from '../../platform/db/transaction';
import type { EntryRow, EntrySortKey, Page } from './entries.repository';

/*
 * A site's entries as a list: filtered, searched on the trigram index over (site_id, search_text), sorted and
 * paged, with a count that stops at a cap (design 6a).
 */

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

/** Each term on the trigram index over (site_id, search_text); a short one where a word starts. */
const termConditions = (searchText: Column, terms: readonly string[]) =>
  terms.map((term) => sql`${searchText} like ${termPattern(term, matchesWordStartOnly(term))}`);

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
 * Takes the matches first (the trigram index) and sorts only those, never walking the sort order, which the
 * planner would misjudge for matches that cluster late in that order (a search for 'oliv' finds only names that
 * start 'Olivia', 60% of the way down). The subquery's LIMIT is what keeps the two apart. With a `take` of the
 * cap plus one, the same query counts the matches it took: when they are within the cap the page is right and
 * the count exact. Only the sort columns and ids are taken; the caller reads the page's rows by id.
 */
async function matchesFirst(
  db: DbOrTx,
  where: SQL | undefined,
  sort: readonly SortKey<EntrySortKey>[],
  page: Page & { take: number },
): Promise<{ ids: number[]; taken: number | null }> {
  const matches = db
    .select({
      id: entries.id,
      name: entries.name,
      quickAccessCode: entries.quickAccessCode,
      locality: entries.locality,
      postcode: entries.postcode,
      createdAt: entries.createdAt,
      updatedAt: entries.updatedAt,
    })
    .from(entries)
    .where(where)
    .limit(page.take)
    .as('matches');
  const found = await db
    .select({ id: matches.id, taken: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(...orderBy(matches, sort))
    .limit(page.limit)
    .offset(page.offset);
  return { ids: found.map((f) => f.id), taken: found[0]?.taken ?? null };
}

/** Rows of the sort order looked at for a search with many matches before sorting all matches instead. */
export const SORT_WINDOW = 1000;

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
 * A list without a search walks the sort order while it counts. A search takes up to cap + 1 matches and sorts
 * them (one query); only when there are more than the cap does it look for the page in the sort order's first
 * rows, and sort every match when they hold too few.
 */
export async function listEntries(
  db: DbOrTx,
  filter: EntryListFilter,
  sort: readonly SortKey<EntrySortKey>[],
  page: Page & { countCap: number; sortWindow?: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = and(filterConditions(filter), ...termConditions(entries.searchText, filter.terms));
  if (filter.terms.length === 0) {
    const [rows, total] = await Promise.all([
      inSortOrder(db, where, sort, page),
      countUpTo(db, entries, where, page.countCap),
    ]);
    return { rows, total };
  }
  const first = await matchesFirst(db, where, sort, { ...page, take: page.countCap + 1 });
  // a page past the last match comes back empty, without the count
  const total = first.taken ?? (await countUpTo(db, entries, where, page.countCap));
  // the rows are read only for the page that is answered
  if (total <= page.countCap) return { rows: await rowsInOrder(db, entries, first.ids), total };
  const window = { ...page, sortWindow: page.sortWindow ?? SORT_WINDOW };
  const rows =
    (await withinSortWindow(db, filter, sort, window)) ??
    (await rowsInOrder(db, entries, (await matchesFirst(db, where, sort, { ...page, take: ALL_ROWS })).ids));
  return { rows, total };
}
