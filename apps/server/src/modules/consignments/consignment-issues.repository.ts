import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { consignments } from '../../db/schema';
import { updateRow } from '../../platform/db/update-row';
import type { DbOrTx } from '../../platform/db/transaction';
import type { ConsignmentChanges } from './consignments.repository';

const ofSites = (siteIds: readonly number[]) =>
  inArray(consignments.siteId, siteIds.length > 0 ? [...siteIds] : [-1]);

/** How many of the sites' consignments have issues, and how many issue-free ones wait to be released. */
export async function countIssues(db: DbOrTx, siteIds: readonly number[]) {
  const [row] = await db
    .select({
      withIssues: count(sql`case when ${consignments.hasIssues} then 1 end`),
      awaitingRelease: count(
        sql`case when not ${consignments.hasIssues} and ${consignments.transferPolicy} = 'manual' then 1 end`,
      ),
    })
    .from(consignments)
    .where(and(ofSites(siteIds), isNull(consignments.manifestId)));
  return { withIssues: row?.withIssues ?? 0, awaitingRelease: row?.awaitingRelease ?? 0 };
}

/** The named consignments of the sites, with what a bulk action checks. */
export async function findForBulk(db: DbOrTx, siteIds: readonly number[], ids: readonly number[]) {
  return db
    .select({
      id: consignments.id,
      hasIssues: consignments.hasIssues,
      manifestId: consignments.manifestId,
      transferPolicy: consignments.transferPolicy,
    })
    .from(consignments)
    .where(and(ofSites(siteIds), inArray(consignments.id, [...ids])))
    .for('update');
}

/** Answers the released consignments as they now are. */
export async function releaseConsignments(db: DbOrTx, ids: readonly number[], now: Date) {
  return db
    .update(consignments)
    .set({ transferPolicy: 'automatic', version: sql`${consignments.version} + 1`, updatedAt: now })
    .where(inArray(consignments.id, [...ids]))
    .returning();
}

export async function deleteConsignments(db: DbOrTx, ids: readonly number[]) {
  await db
    .delete(consignments)
    .where(and(inArray(consignments.id, [...ids]), isNull(consignments.manifestId)));
}

/** The sites' unmanifested consignments with issues, oldest first, for checking again. */
export async function findWithIssues(db: DbOrTx, siteIds: readonly number[], limit: number) {
  return db
    .select({
      id: consignments.id,
      siteId: consignments.siteId,
      version: consignments.version,
      carrierId: consignments.carrierId,
      consignmentNo: consignments.consignmentNo,
      previousConsignmentNumbers: consignments.previousConsignmentNumbers,
      lineItems: consignments.lineItems,
    })
    .from(consignments)
    .where(and(ofSites(siteIds), eq(consignments.hasIssues, true), isNull(consignments.manifestId)))
    .orderBy(consignments.id)
    .limit(limit);
}

/** The consignment as checked, or null when it changed meanwhile (or was manifested). */
export async function updateChecked(db: DbOrTx, id: number, version: number, changes: ConsignmentChanges) {
  return updateRow(
    db,
    consignments,
    { ...changes, version: sql`${consignments.version} + 1` },
    and(eq(consignments.id, id), eq(consignments.version, version), isNull(consignments.manifestId)),
  );
}
