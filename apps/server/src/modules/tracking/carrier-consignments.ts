import type { CarrierConsignment } from '@freight/contracts';
import type { Db } from '../../platform/db/client';
import { carrierEventStore } from '../consignments';

/** DESIGN 5b: a page of the carrier's own consignments, with only what a carrier needs to carry them. */
export async function listCarrierConsignments(
  db: Db,
  carrierId: number,
  query: { afterId: number; limit: number; isFullyDelivered: boolean | undefined },
): Promise<{ data: CarrierConsignment[]; meta: { next: string | null } }> {
  const rows = await carrierEventStore.findCarrierConsignments(db, carrierId, query);
  const place = (address: { locality: string; subdivision: string; postcode: string; timeZone: string }) => ({
    locality: address.locality,
    state: address.subdivision,
    postcode: address.postcode,
    timeZone: address.timeZone,
  });
  const last = rows.at(-1);
  return {
    data: rows.map((row) => ({
      consignmentNo: row.consignmentNo,
      dispatchDate: row.dispatchDate,
      estimatedTimeOfArrival: row.eta,
      bookedAt: row.createdAt.toISOString(),
      serviceName: row.serviceName,
      itemQuantity: row.itemQuantity,
      isFullyDelivered: row.isFullyDelivered,
      from: place(row.from),
      to: { ...place(row.to), name: row.toName },
    })),
    meta: { next: rows.length === query.limit && last ? String(last.id) : null },
  };
}
