import { and, arrayOverlaps, asc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  LIST_COUNT_CAP,
  type ManifestSortAlias,
  type ManifestStatus,
  type MovementType,
  type SortKey,
} from '@freight/contracts';
import { manifestConsignments, manifestNumberSequences, manifests } from '../../db/schema';
import { takeCarrierNumbers } from '../../platform/db/carrier-number-sequence';
import { firstRow, firstRowOf } from '../../platform/db/first-row';
import { insertOne } from '../../platform/db/insert-one';
import { countUpTo } from '../../platform/db/count-up-to';
import type { DbOrTx } from '../../platform/db/transaction';

export type ManifestRow = typeof manifests.$inferSelect;
export type NewManifest = Omit<typeof manifests.$inferInsert, 'id' | 'version'>;
export type StagedRow = typeof manifestConsignments.$inferSelect;

// A list row needs everything but the dangerous goods lines, which only the PDF prints.
const { dangerousGoods: _dangerousGoods, ...listColumns } = getTableColumns(manifests);
export type ManifestListRow = Omit<ManifestRow, 'dangerousGoods'>;

/** The carrier's next manifest sequence number, taken in the transaction (see takeCarrierNumbers). */
export function takeManifestSequence(db: DbOrTx, carrierId: number): Promise<number> {
  return takeCarrierNumbers(db, manifestNumberSequences, carrierId);
}

export async function insertManifest(db: DbOrTx, values: NewManifest): Promise<ManifestRow> {
  return insertOne(db, manifests, values, 'manifest');
}

export async function insertStaged(db: DbOrTx, rows: (typeof manifestConsignments.$inferInsert)[]) {
  // a few hundred rows per statement keeps each within the parameter limit
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(manifestConsignments).values(rows.slice(start, start + 500));
}

export async function findManifest(db: DbOrTx, id: number): Promise<ManifestRow | null> {
  return firstRow(db, manifests, eq(manifests.id, id));
}

/** What every HEAD of the PDF needs: whose it is and its version. */
export async function findManifestHead(db: DbOrTx, id: number) {
  return firstRowOf(
    db,
    { siteId: manifests.siteId, version: manifests.version, manifestNumber: manifests.manifestNumber },
    manifests,
    eq(manifests.id, id),
  );
}

export async function lockManifest(db: DbOrTx, id: number): Promise<ManifestRow | null> {
  const [row] = await db.select().from(manifests).where(eq(manifests.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function findStaged(db: DbOrTx, manifestId: number): Promise<StagedRow[]> {
  return db
    .select()
    .from(manifestConsignments)
    .where(eq(manifestConsignments.manifestId, manifestId))
    .orderBy(asc(manifestConsignments.position));
}

export async function updateManifest(
  db: DbOrTx,
  id: number,
  changes: Partial<
    Pick<ManifestRow, 'status' | 'acknowledgedAt' | 'trackingNumber' | 'rejectedAt' | 'rejectionCode'>
  >,
  at: Date,
): Promise<ManifestRow> {
  const [row] = await db
    .update(manifests)
    // the carrier's answers change nothing the PDF prints, so the version (and the PDF) stays
    .set({ ...changes, updatedAt: at })
    .where(eq(manifests.id, id))
    .returning();
  if (!row) throw new Error('manifest not updated');
  return row;
}

export async function answerStaged(
  db: DbOrTx,
  manifestId: number,
  consignmentId: number,
  answer: Pick<StagedRow, 'status' | 'code' | 'answeredAt'>,
): Promise<StagedRow | null> {
  const [row] = await db
    .update(manifestConsignments)
    .set(answer)
    .where(
      and(
        eq(manifestConsignments.manifestId, manifestId),
        eq(manifestConsignments.consignmentId, consignmentId),
      ),
    )
    .returning();
  return row ?? null;
}

/** How many staged consignments of the manifest the carrier has not answered yet. */
export async function countUnanswered(db: DbOrTx, manifestId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(manifestConsignments)
    .where(and(eq(manifestConsignments.manifestId, manifestId), sql`${manifestConsignments.status} is null`));
  return row?.count ?? 0;
}

export interface ManifestFilter {
  siteIds: readonly number[];
  agreedServiceIds?: readonly number[] | undefined;
  consignmentTypes?: readonly MovementType[] | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  hasDangerousGoods?: boolean | undefined;
  status?: readonly ManifestStatus[] | undefined;
}

const sortColumns = {
  created: manifests.createdAt,
  service: manifests.serviceNames,
  manifest: manifests.manifestNumber,
  from: manifests.senderName,
  items: manifests.itemQuantity,
  volume: manifests.volume,
  weight: manifests.weight,
} as const;

/** The filter's conditions other than the sites, which the search applies site by site. */
function conditionsOf(filter: ManifestFilter): SQL | undefined {
  const m = manifests;
  return and(
    filter.agreedServiceIds?.length
      ? arrayOverlaps(m.agreedServiceIds, [...filter.agreedServiceIds])
      : undefined,
    filter.consignmentTypes?.length ? inArray(m.consignmentType, [...filter.consignmentTypes]) : undefined,
    filter.createdFrom ? gte(m.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(m.createdAt, filter.createdBefore) : undefined,
    filter.hasDangerousGoods === undefined ? undefined : eq(m.hasDangerousGoods, filter.hasDangerousGoods),
    filter.status?.length ? inArray(m.status, [...filter.status]) : undefined,
  );
}

/**
 * One page of manifests and how many match, counted up to LIST_COUNT_CAP + 1 (DESIGN 6a). Each site's own page
 * comes from its index in sort order (a LATERAL per site), and the sites' pages are merged: a search over many
 * sites never sorts all their manifests. The id breaks ties, so pages never overlap. The sort indexes carry
 * the filtered columns, so a filtered search passes over non-matching manifests in the index alone.
 */
export async function searchManifests(
  db: DbOrTx,
  filter: ManifestFilter,
  sort: SortKey<ManifestSortAlias>[],
  page: { offset: number; limit: number },
): Promise<{ rows: ManifestListRow[]; total: number; capped: boolean }> {
  if (filter.siteIds.length === 0) return { rows: [], total: 0, capped: false };
  const conditions = conditionsOf(filter);
  const last = sort.at(-1);
  const idDescending = last?.descending !== false;
  const keys = sort.map((key, i) => ({
    column: sortColumns[key.key],
    name: sql.raw(`k${i}`),
    descending: key.descending,
  }));
  const direction = (descending: boolean) => sql.raw(descending ? 'desc' : 'asc');
  const innerOrder = sql.join(
    [
      ...keys.map((k) => sql`${k.column} ${direction(k.descending)}`),
      sql`${manifests.id} ${direction(idDescending)}`,
    ],
    sql`, `,
  );
  const outerOrder = sql.join(
    [...keys.map((k) => sql`m.${k.name} ${direction(k.descending)}`), sql`m.id ${direction(idDescending)}`],
    sql`, `,
  );
  const selected = sql.join(
    [sql`${manifests.id} as id`, ...keys.map((k) => sql`${k.column} as ${k.name}`)],
    sql`, `,
  );
  const siteArray = sql`array[${sql.join(
    filter.siteIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  // the page's ids, merged from each site's own page; the rows are read by them in the same statement
  const pageIds = sql`
      select m.id from unnest(${siteArray}) as s(site_id)
      cross join lateral (
        select ${selected} from ${manifests}
        where ${manifests.siteId} = s.site_id ${conditions ? sql`and ${conditions}` : sql``}
        order by ${innerOrder}
        limit ${page.offset + page.limit}
      ) m
      order by ${outerOrder}
      limit ${page.limit} offset ${page.offset}`;
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(manifests)
      .where(sql`${manifests.id} in (${pageIds})`)
      .orderBy(innerOrder),
    countUpTo(db, manifests, and(inArray(manifests.siteId, [...filter.siteIds]), conditions), LIST_COUNT_CAP),
  ]);
  return {
    rows,
    total: Math.min(total, LIST_COUNT_CAP),
    capped: total > LIST_COUNT_CAP,
  };
}
