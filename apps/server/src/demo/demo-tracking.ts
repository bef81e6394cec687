import { trackingEventBatchSchema, type CarrierConsignment } from '@freight/contracts';
import type { Db } from '../platform/db/client';
import type { DocumentStore } from '../platform/documents/document-store';
import type { ConsignmentRow } from '../modules/consignments';
import { carrierConsignmentOf, ingestTrackingEvents, uploadPod } from '../modules/tracking';
import { deliveryPodPdf, podEvent } from '../simulator/delivery-pod';
import { planJourney } from '../simulator/journey';

/** A booked consignment as its carrier knows it, the simulator's view of it. */
export function carrierViewOf(row: ConsignmentRow): CarrierConsignment {
  return carrierConsignmentOf({
    ...row,
    serviceName: row.agreedService.name,
    from: row.sender.address,
    to: row.receiver.address,
    toName: row.receiver.name,
  });
}

/**
 * Demo only: what the carrier has reported of a past consignment by `now`, the simulator's journey, through
 * the same services as the carrier API, with a generated proof of delivery once delivered. Its event ids are
 * the simulator's, so a simulator run later recognises them. Receivers are not e-mailed about the past.
 */
export async function reportDemoJourney(
  deps: { db: Db; store: DocumentStore | undefined; now: Date },
  carrierName: string,
  row: ConsignmentRow,
): Promise<void> {
  const consignment = carrierViewOf(row);
  const now = deps.now.getTime();
  const due = planJourney(consignment).events.filter((event) => Date.parse(event.occurredAt) <= now);
  const delivered = due.find((event) => event.type === 'delivered');
  if (delivered && deps.store) {
    const deliveredAt = new Date(delivered.occurredAt);
    const pod = await uploadPod({ db: deps.db, store: deps.store }, row.carrierId, {
      consignmentNo: row.consignmentNo,
      content: (await deliveryPodPdf(consignment, carrierName, deliveredAt)).toString('base64'),
    });
    due.push(podEvent(consignment, pod.documentId, deliveredAt));
  }
  const clock = { now: () => deps.now };
  if (due.length === 0) return;
  // read as the API reads a batch, so the demo's events are exactly what a carrier could have sent
  const { events } = trackingEventBatchSchema.parse({ events: due });
  await ingestTrackingEvents({ db: deps.db, clock }, row.carrierId, events, { notifyReceivers: false });
}
