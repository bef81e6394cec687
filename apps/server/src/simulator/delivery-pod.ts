import type { CarrierConsignment } from '@freight/contracts';
import { signatoryOf, type PlannedEvent } from './journey';

/** How long after the delivery its proof of delivery is reported. */
export const POD_AFTER_MS = 60_000;

/**
 * The proof of delivery the receiver signed, as the carrier's PDF: for the demo and the simulator alike. PDFKit
 * loads with the first one, not with every server that could simulate a carrier.
 */
export async function deliveryPodPdf(
  consignment: CarrierConsignment,
  carrierName: string,
  deliveredAt: Date,
): Promise<Buffer> {
  const { podPdf } = await import('./pod-pdf');
  return podPdf({
    consignmentNo: consignment.consignmentNo,
    carrierName,
    receivedBy: signatoryOf(consignment),
    deliveredAt,
    place: `${consignment.to.locality} ${consignment.to.state} ${consignment.to.postcode}`,
    items: consignment.itemQuantity,
  });
}

/** The event that reports an uploaded proof of delivery, POD_AFTER_MS after the delivery. */
export function podEvent(
  consignment: CarrierConsignment,
  documentId: string,
  deliveredAt: Date,
): PlannedEvent {
  return {
    eventId: `${consignment.consignmentNo}:pod`,
    consignmentNo: consignment.consignmentNo,
    type: 'proofOfDelivery',
    documentId,
    description: `Signed for by ${signatoryOf(consignment)}`,
    occurredAt: new Date(deliveredAt.getTime() + POD_AFTER_MS).toISOString(),
  };
}
