import type { CarrierConsignment } from '@freight/contracts';
import type { Db } from '../../platform/db/client';
import { carrierEventStore } from '../consignments';

type CarrierConsignmentRow = Awaited<ReturnType<typeof carrierEventStore.findCarrierConsignments>>[number];

/** A consignment as its carrier is told of it: only what a carrier needs to carry it. */
export function carrierConsignmentOf(row: Omit<CarrierConsignmentRow, 'id'>): CarrierConsignment {
  const place = (address: CarrierConsignmentRow['from']) => ({
    locality: address.locality,
    state: address.subdivision,
    postcode: address.postcode,
    timeZone: address.timeZone,
  });
  return {
    consignmentNo: row.consignmentNo,
    dispatchDate: row.dispatchDate,
    estimatedTimeOfArrival: row.eta,
    bookedAt: row.createdAt.toISOString(),
    serviceName: row.serviceName,
    itemQuantity: row.itemQuantity,
    isFullyDelivered: row.isFullyDelivered,
    from: place(row.from),
    to: { ...place(row.to), name: row.toName },
  };
}

/** DESIGN 5b: a page of the carrier's own consignments. */
export async function listCarrierConsignments(
  db: Db,
  carrierId: number,
  query: { afterId: number; limit: number; isFullyDelivered: boolean | undefined },
): Promise<{ data: CarrierConsignment[]; meta: { next: string | null } }> {
  const rows = await carrierEventStore.findCarrierConsignments(db, carrierId, query);
  const last = rows.at(-1);
  return {
    data: rows.map(carrierConsignmentOf),
    meta: { next: rows.length === query.limit && last ? String(last.id) : null },
  };
}
