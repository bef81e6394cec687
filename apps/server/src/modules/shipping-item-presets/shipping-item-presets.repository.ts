import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PackagingTypeName, SortKey } from '@freight/contracts';
import { shippingItemPresets as presets } from '../../db/schema';
import { matchesWordStartOnly } from '@freight/rules';
import { termPattern } from '../../platform/db/like';
import { siteRecords, type RecordPage } from '../../platform/db/site-records';
import { sortThenId } from '../../platform/db/sort-order';
import type { DbOrTx } from '../../platform/db/transaction';

export type PresetRow = typeof presets.$inferSelect;
export type PresetValues = Pick<
  typeof presets.$inferInsert,
  'quickAccessCode' | 'description' | 'packagingType' | 'length' | 'width' | 'height' | 'weight'
>;
export type PresetSortKey =
  | 'quickAccessCode'
  | 'description'
  | 'packagingType'
  | 'length'
  | 'width'
  | 'height'
  | 'weight'
  | 'created'
  | 'updated';

export const CODE_INDEX = 'shipping_item_presets_site_code_idx';

/** By-id reads and writes, and whether a site has any (demo data seeds a site that has none). */
export const records = siteRecords(presets);

/** Whether another preset of the site has the code, whatever its case. */
export const codeTaken = (db: DbOrTx, siteId: number, code: string, exceptId?: number): Promise<boolean> =>
  records.codeTaken(db, presets.quickAccessCode, siteId, code, exceptId);

const sortColumns: Record<PresetSortKey, SQL> = {
  quickAccessCode: sql`lower(${presets.quickAccessCode})`,
  description: sql`lower(${presets.description})`,
  packagingType: sql`${presets.packagingType}`,
  length: sql`${presets.length}`,
  width: sql`${presets.width}`,
  height: sql`${presets.height}`,
  weight: sql`${presets.weight}`,
  created: sql`${presets.createdAt}`,
  updated: sql`${presets.updatedAt}`,
};

export interface PresetFilter {
  siteId: number;
  packagingTypes?: PackagingTypeName[] | undefined;
  /** Lower-cased terms; a preset matches when its code or description holds every one. */
  terms: readonly string[];
}

/** A page of a site's presets and how many match. A site keeps hundreds at most, so the count is exact. */
export async function listPresets(
  db: DbOrTx,
  filter: PresetFilter,
  sort: readonly SortKey<PresetSortKey>[],
  page: RecordPage,
): Promise<{ rows: PresetRow[]; total: number }> {
  // as the address book's search text: a leading space and ' \n ' between fields, for word-start terms
  const text = sql`lower(${' '} || ${presets.quickAccessCode} || ${' \n '} || ${presets.description})`;
  const where = and(
    eq(presets.siteId, filter.siteId),
    filter.packagingTypes ? inArray(presets.packagingType, filter.packagingTypes) : undefined,
    ...filter.terms.map((term) => sql`${text} like ${termPattern(term, matchesWordStartOnly(term))}`),
  );
  return records.page(db, where, sortThenId(sort, sortColumns, presets.id), page);
}

/** Which of the ids name presets whose site `ofSite` accepts. */
async function presetIdsWhere(db: DbOrTx, ofSite: SQL, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: presets.id })
    .from(presets)
    .where(and(ofSite, inArray(presets.id, ids)));
  return rows.map((row) => row.id);
}

/** Which of the ids name presets of the site. */
export const presetIdsOfSite = (db: DbOrTx, siteId: number, ids: number[]) =>
  presetIdsWhere(db, eq(presets.siteId, siteId), ids);

/** Of `ids`, those of presets that belong to a site other than `siteId`. */
export const presetIdsOfOtherSites = (db: DbOrTx, siteId: number, ids: number[]) =>
  presetIdsWhere(db, ne(presets.siteId, siteId), ids);
