/** DESIGN 5b: the receiver's tracking page behind a random link: what the receiver needs, nothing more. */
import { trackingMessages, type PublicTracking } from '@freight/contracts';
import { MELBOURNE_TZ, trackingStatusOf } from '@freight/rules';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { findConsignmentById, findTrackingEvents, trackingEventToWire } from '../consignments';
import { podsVisible } from './proof-of-delivery';
import { consignmentOfToken } from './tracking-links';

export const publicPodPath = (token: string, documentId: string) =>
  `/api/tracking/v0/${token}/pods/${encodeURIComponent(documentId)}`;

/** Any token not issued is the same 404: the page can neither be listed nor guessed. */
export async function publicTrackingOf(db: Db, brandName: string, token: string): Promise<PublicTracking> {
  const consignmentId = await consignmentOfToken(db, token);
  const row = consignmentId === null ? null : await findConsignmentById(db, consignmentId);
  if (!row) throw AppError.notFound(trackingMessages.notFound);
  const events = await findTrackingEvents(db, row.id);
  const address = row.receiver.address;
  return {
    brandName,
    consignmentNo: row.consignmentNo,
    carrierName: row.carrierName,
    serviceName: row.agreedService.name,
    status: trackingStatusOf(row.isFullyDelivered, events),
    isFullyDelivered: row.isFullyDelivered,
    estimatedTimeOfArrival: row.eta,
    timeZone: address.timeZone || row.etaTimeZone || MELBOURNE_TZ,
    receiver: {
      name: row.receiver.name,
      locality: address.locality,
      state: address.subdivision,
      postcode: address.postcode,
    },
    senderName: row.senderName,
    itemQuantity: row.itemQuantity,
    events: events.map(trackingEventToWire),
    proofsOfDelivery: podsVisible(row.isFullyDelivered, events)
      ? events
          .filter((event) => event.type === 'proofOfDelivery' && event.documentId)
          .map((event) => ({
            documentId: event.documentId ?? '',
            href: publicPodPath(token, event.documentId ?? ''),
          }))
      : [],
  };
}
