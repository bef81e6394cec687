/** What the pickups module asks of consignments: their freight to pre-fill a pickup, and the requests that collect them. */
import type { ConsignmentPickupRequest, StoredConsignmentLineItem } from '@freight/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { consignments } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

export interface ConsignmentForPickup {
  id: number;
  consignmentNo: string;
  receiverName: string;
  /** The carrier it is booked with, which collects it. */
  carrierId: number;
  destination: { locality: string; postcode: string; subdivision: string; countryId: string };
  lineItems: StoredConsignmentLineItem[];
  hasDangerousGoods: boolean;
}

/** The consignments of one site among the ids, with their freight and destination; others' are left out. */
export async function loadConsignmentsForPickup(
  db: DbOrTx,
  siteId: number,
  ids: readonly number[],
): Promise<ConsignmentForPickup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: consignments.id,
      consignmentNo: consignments.consignmentNo,
      receiverName: consignments.receiverName,
      carrierId: consignments.carrierId,
      receiver: consignments.receiver,
      lineItems: consignments.lineItems,
      hasDangerousGoods: consignments.hasDangerousGoods,
    })
    .from(consignments)
    .where(and(eq(consignments.siteId, siteId), inArray(consignments.id, [...ids])));
  return rows.map((row) => ({
    id: row.id,
    consignmentNo: row.consignmentNo,
    receiverName: row.receiverName,
    carrierId: row.carrierId,
    destination: {
      locality: row.receiver.address.locality,
      postcode: row.receiver.address.postcode,
      subdivision: row.receiver.address.subdivision,
      countryId: row.receiver.address.countryId,
    },
    lineItems: row.lineItems,
    hasDangerousGoods: row.hasDangerousGoods,
  }));
}

/**
 * Sets the consignments' pickup requests to `requests`, computed from their own, in one statement so concurrent
 * changes to other fields are kept.
 */
async function rewritePickupRequests(db: DbOrTx, consignmentIds: readonly number[], requests: SQL) {
  if (consignmentIds.length === 0) return;
  await db
    .update(consignments)
    .set({ pickupRequests: requests })
    .where(inArray(consignments.id, [...consignmentIds]));
}

/** Records a pickup request on its consignments, replacing an earlier request of the same pickup. */
export async function recordPickupRequest(
  db: DbOrTx,
  consignmentIds: readonly number[],
  entry: ConsignmentPickupRequest,
): Promise<void> {
  await rewritePickupRequests(
    db,
    consignmentIds,
    sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(${consignments.pickupRequests}) e
      where e->>'pickupId' <> ${entry.pickupId}), '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb`,
  );
}

/** The carrier's answer to a request, on the consignments it collects. */
export async function setPickupRequestStatus(
  db: DbOrTx,
  consignmentIds: readonly number[],
  requestId: string,
  status: ConsignmentPickupRequest['status'],
  at: Date,
): Promise<void> {
  await rewritePickupRequests(
    db,
    consignmentIds,
    sql`(select coalesce(jsonb_agg(case when e->>'requestId' = ${requestId}
      then e || jsonb_build_object('status', ${status}::text, 'updatedAt', ${at.toISOString()}::text) else e end), '[]'::jsonb)
      from jsonb_array_elements(${consignments.pickupRequests}) e)`,
  );
}
