import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MovementType, SortKey } from '@freight/contracts';
import { estimates, type ConvertedConsignment } from '../../db/schema';
import { escapeLike } from '../../platform/db/like';
import { listPage } from '../../platform/db/list-page';
import { sortOrder } from '../../platform/db/sort-order';
import { firstRow } from '../../platform/db/first-row';
import { updateRow } from '../../platform/db/update-row';
import { insertOne } from '../../platform/db/insert-one';
import type { DbOrTx } from '../../platform/db/transaction';

export type EstimateRow = typeof estimates.$inferSelect;
export type NewEstimate = Omit<typeof estimates.$inferInsert, 'id' | 'estimateNumber'>;
export type EstimateChanges = Partial<Omit<NewEstimate, 'siteId' | 'createdAt' | 'createdBy'>>;

/** Inserts an estimate numbered from the database sequence: E00000001, E00000002, ... */
export async function insertEstimate(db: DbOrTx, values: NewEstimate): Promise<EstimateRow> {
  return insertOne(
    db,
    estimates,
    { ...values, estimateNumber: sql`'E' || lpad(nextval('estimate_number_seq')::text, 8, '0')` },
    'estimate',
  );
}

/** The estimate with the id while it is live (not deleted). */
const live = (id: number) => and(eq(estimates.id, id), isNull(estimates.deletedAt));

/** A live (not deleted) estimate by id, or null. */
export async function findEstimate(db: DbOrTx, id: number): Promise<EstimateRow | null> {
  return firstRow(db, estimates, live(id));
}

export async function updateEstimate(
  db: DbOrTx,
  id: number,
  changes: EstimateChanges,
): Promise<EstimateRow | null> {
  return updateRow(db, estimates, changes, live(id));
}

/** Appends a conversion in one statement, so two conversions at once both stay. False when the estimate is gone. */
export async function appendConversion(db: DbOrTx, id: number, conversion: ConvertedConsignment, now: Date) {
  const rows = await db
    .update(estimates)
    .set({
      convertedConsignments: sql`${estimates.convertedConsignments} || ${JSON.stringify([conversion])}::jsonb`,
      updatedAt: now,
    })
    .where(live(id))
    .returning({ id: estimates.id });
  return rows.length > 0;
}

/** Drops the conversion of a consignment that was deleted, in one statement; the others stay, in their order. */
export async function removeConversion(db: DbOrTx, id: number, consignmentId: string, now: Date) {
  await db
    .update(estimates)
    .set({
      convertedConsignments: sql`coalesce((select jsonb_agg(entry order by position) from jsonb_array_elements(${estimates.convertedConsignments}) with ordinality as kept(entry, position) where entry->>'id' <> ${consignmentId}), '[]'::jsonb)`,
      updatedAt: now,
    })
    .where(eq(estimates.id, id));
}

export async function softDeleteEstimate(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(estimates)
    .set({ deletedAt: now, updatedAt: now })
    .where(live(id))
    .returning({ id: estimates.id });
  return rows.length > 0;
}

export interface EstimateFilter {
  siteIds: readonly number[];
  type?: MovementType;
  /** Every word must appear somewhere in the estimate's searchable text. */
  words?: readonly string[];
  createdFrom?: Date;
  createdBefore?: Date;
}

export type EstimateSortKey = 'createdAt' | 'updatedAt' | 'dispatchDate' | 'estimateNumber';

const sortColumns = {
  createdAt: estimates.createdAt,
  updatedAt: estimates.updatedAt,
  dispatchDate: estimates.dispatchDate,
  estimateNumber: estimates.estimateNumber,
} as const;

/** A party's name, street, suburb and postcode, whether it was given as an address or as a locality. */
const partyText = (party: typeof estimates.sender | typeof estimates.receiver) =>
  sql`concat_ws(' ', ${party}->>'name', ${party}->'address'->>'line1', ${party}->'address'->>'locality',
    ${party}->'address'->>'postcode', ${party}->'locality'->>'suburb', ${party}->'locality'->>'postcode')`;

/** What a text search looks in, lower-cased: the number, the references, and both parties. */
const searchableText = sql`lower(concat_ws(' ', ${estimates.estimateNumber}, ${estimates.references}::text,
  ${partyText(estimates.sender)}, ${partyText(estimates.receiver)}))`;

function conditions(filter: EstimateFilter): SQL | undefined {
  return and(
    inArray(estimates.siteId, [...filter.siteIds]),
    isNull(estimates.deletedAt),
    filter.type ? eq(estimates.type, filter.type) : undefined,
    ...(filter.words ?? []).map((word) => sql`${searchableText} like ${`%${escapeLike(word)}%`}`),
    filter.createdFrom ? gte(estimates.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(estimates.createdAt, filter.createdBefore) : undefined,
  );
}

/** One page of live estimates and the total that match; the id breaks ties so pages never overlap. */
export async function searchEstimates(
  db: DbOrTx,
  filter: EstimateFilter,
  sort: readonly SortKey<EstimateSortKey>[],
  page: { limit: number; offset: number },
) {
  if (filter.siteIds.length === 0) return { rows: [], total: 0 };
  const where = conditions(filter);
  const rows = db.select().from(estimates).where(where).$dynamic();
  return listPage(db, estimates, where, rows, sortOrder(sort, sortColumns, estimates.id), page);
}
