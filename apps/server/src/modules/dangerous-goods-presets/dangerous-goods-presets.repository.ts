import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SortKey } from '@freight/contracts';
import { dangerousGoodsPresets as presets } from '../../db/schema';
import { matchesWordStartOnly } from '@freight/rules';
import { termPattern } from '../../platform/db/like';
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

export async function insertPreset(db: DbOrTx, siteId: number, values: DgPresetValues): Promise<DgPresetRow> {
  const [row] = await db
    .insert(presets)
    .values({ siteId, ...values })
    .returning();
  if (!row) throw new Error('preset insert returned no row');
  return row;
}

export async function updatePreset(
  db: DbOrTx,
  id: number,
  values: DgPresetValues,
): Promise<DgPresetRow | null> {
  const [row] = await db
    .update(presets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(presets.id, id))
    .returning();
  return row ?? null;
}

export async function deletePreset(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(presets).where(eq(presets.id, id)).returning({ id: presets.id });
  return rows.length > 0;
}

export async function findPreset(db: DbOrTx, id: number): Promise<DgPresetRow | null> {
  const [row] = await db.select().from(presets).where(eq(presets.id, id)).limit(1);
  return row ?? null;
}

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
  page: { limit: number; offset: number },
): Promise<{ rows: DgPresetRow[]; total: number }> {
  const where = and(
    eq(presets.siteId, filter.siteId),
    ...filter.terms.map((term) => sql`${searchText} like ${termPattern(term, matchesWordStartOnly(term))}`),
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(presets)
      .where(where)
      .orderBy(...sort.map((s) => (s.descending ? desc : asc)(sortColumns[s.key])), asc(presets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(presets, where),
  ]);
  return { rows, total };
}

export async function siteHasPresets(db: DbOrTx, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: presets.id }).from(presets).where(eq(presets.siteId, siteId)).limit(1);
  return row !== undefined;
}
