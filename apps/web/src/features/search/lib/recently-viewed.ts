import { RECENTLY_VIEWED_MAX, recentlyViewedEntrySchema } from '@freight/contracts';
import type { ConsignmentSummary, RecentlyViewedEntry } from '@freight/contracts';
import { z } from 'zod';
import { local } from '../../../shared/lib/browser-storage';

/** U25: kept in browser storage under the user's own key. */
export const recentlyViewedKey = (userId: string) => `freight.${userId}.recently-viewed`;

const storedSchema = z.array(recentlyViewedEntrySchema);

export function readRecentlyViewed(userId: string): RecentlyViewedEntry[] {
  const text = local.get(recentlyViewedKey(userId));
  if (!text) return [];
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

function write(userId: string, entries: readonly RecentlyViewedEntry[]): void {
  local.set(recentlyViewedKey(userId), JSON.stringify(entries.slice(0, RECENTLY_VIEWED_MAX)));
}

/** U18-U20: newest first, at most 4, a repeat moves to the top. */
export function withViewed(
  entries: readonly RecentlyViewedEntry[],
  viewed: RecentlyViewedEntry,
): RecentlyViewedEntry[] {
  return [viewed, ...entries.filter((entry) => entry.id !== viewed.id)].slice(0, RECENTLY_VIEWED_MAX);
}

export function rememberRecentlyViewed(userId: string, viewed: RecentlyViewedEntry): void {
  write(userId, withViewed(readRecentlyViewed(userId), viewed));
}

/** What is kept of a consignment, from the search's summary or the consignment itself. */
type Viewed = Pick<
  ConsignmentSummary,
  'id' | 'type' | 'consignmentNo' | 'dispatchDate' | 'references' | 'issues' | 'carrier'
> & { site: { id: string } };

/** U25: what is kept of a consignment. */
export const entryOf = (consignment: Viewed): RecentlyViewedEntry => ({
  id: consignment.id,
  type: consignment.type,
  consignmentNo: consignment.consignmentNo,
  dispatchDate: consignment.dispatchDate,
  references: consignment.references,
  issues: consignment.issues,
  site: { id: consignment.site.id },
  carrier: { id: consignment.carrier.id, name: consignment.carrier.name },
});

/** U26: each entry loads, then is hydrated with fresh details or failed (kept as stored). */
export type RecentlyViewedItem =
  | { state: 'loading'; entry: RecentlyViewedEntry }
  | { state: 'hydrated'; entry: RecentlyViewedEntry; consignment: ConsignmentSummary }
  | { state: 'failed'; entry: RecentlyViewedEntry };

/**
 * DESIGN 5a (U22, U23): after the re-fetch an entry found is hydrated; one the answer lacks (gone, or no longer
 * the user's: 404, 403) or of a site the user no longer holds is dropped; when the re-fetch itself failed every
 * entry stays, failed, with its stored details.
 */
export function settleRecentlyViewed(
  entries: readonly RecentlyViewedEntry[],
  heldSiteIds: ReadonlySet<string>,
  answer:
    { status: 'pending' } | { status: 'error' } | { status: 'success'; data: readonly ConsignmentSummary[] },
): RecentlyViewedItem[] {
  const held = entries.filter((entry) => heldSiteIds.has(entry.site.id));
  if (answer.status === 'pending') return held.map((entry) => ({ state: 'loading', entry }));
  if (answer.status === 'error') return held.map((entry) => ({ state: 'failed', entry }));
  const found = new Map(answer.data.map((consignment) => [consignment.id, consignment]));
  return held.flatMap((entry): RecentlyViewedItem[] => {
    const consignment = found.get(entry.id);
    return consignment ? [{ state: 'hydrated', entry: entryOf(consignment), consignment }] : [];
  });
}

/** Keeps the settled list in storage (fresh details, dropped entries gone); a failed re-fetch changes nothing. */
export function storeSettled(userId: string, items: readonly RecentlyViewedItem[]): void {
  if (items.some((item) => item.state !== 'hydrated')) return;
  write(
    userId,
    items.map((item) => item.entry),
  );
}
