import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SortKey } from '@freight/contracts';
import { dangerousGoodsPresets as presets } from '../../db/schema';
import { matchesWordStartOnly } from '@freight/rules';
import { termPattern } from '../../platform/db/like';
import { siteRecords, type RecordPage } from '../../platform/db/site-records';
import { sortThenId } from '../../platform/db/sort-order';
import type { DbOrTx } from '../../platform/db/transaction';

export type DgPresetRow = typeof presets.$inferSelect;
export type DgPresetValues = Omit<
  typeof presets.$inferInsert,
  'id' | 'siteId' | 'createdAt' | 'updatedAt' | 'lastUsedAt'
>;
export type DgPresetSortKey =
  | 'unNumber'
  | 'properShippingName'
  | 'classOrDivision'
  | 'packingGroup'
  | 'dgType'
  | 'lastUsed'
  | 'created'
  | 'updated';

/** By-id reads and writes, and whether a site has any (demo data seeds a site that has none). */
export const records = siteRecords(presets);

const sortColumns: Record<DgPresetSortKey, SQL> = {
  unNumber: sql`${presets.unNumber}`,
  properShippingName: sql`lower(${presets.properShippingName})`,
  classOrDivision: sql`${presets.classOrDivision}`,
  packingGroup: sql`${presets.packingGroup}`,
  dgType: sql`${presets.dgType}`,
  lastUsed: sql`${presets.lastUsedAt}`,
  created: sql`${presets.createdAt}`,
  updated: sql`${presets.updatedAt}`,
};

/** What q looks in: UN number, names and description, as the address book's search text is laid out. */
const searchText = sql`lower(${' '} || ${presets.unNumber} || ${' \n '} || ${presets.properShippingName} || ${' \n '} ||
  coalesce(${presets.technicalName}, '') || ${' \n '} || coalesce(${presets.productDescription}, ''))`;

/** A page of a site's presets and how many match. A site keeps dozens, so the count is exact. */
export async function listPresets(
  db: DbOrTx,
  filter: { siteId: number; terms: readonly string[] },
  sort: readonly SortKey<DgPresetSortKey>[],
  page: RecordPage,
): Promise<{ rows: DgPresetRow[]; total: number }> {
  const where = and(
    eq(presets.siteId, filter.siteId),
    ...filter.terms.map((term) => sql`${searchText} like ${termPattern(term, matchesWordStartOnly(term))}`),
  );
  return records.page(db, where, sortThenId(sort, sortColumns, presets.id), page);
}
