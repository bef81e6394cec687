import type { TrackingEvent } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import * as batch from './carrier-event-batch.repository';
import * as repo from './tracking-events.repository';
import type { NewTrackingEvent, TrackingEventRow } from './tracking-events.repository';

/**
 * Records what a carrier reports of a consignment. A delivery makes it fully delivered, which takes it out of
 * the overdue list; the events are the carrier's, not the shipper's edits, so the consignment's version stays.
 */
export async function recordTrackingEvents(
  db: DbOrTx,
  consignmentId: number,
  events: readonly Omit<NewTrackingEvent, 'consignmentId'>[],
): Promise<void> {
  await repo.insertTrackingEvents(
    db,
    events.map((event) => ({ ...event, consignmentId })),
  );
  if (events.some((event) => event.type === 'delivered')) await repo.markFullyDelivered(db, [consignmentId]);
}

/**
 * For the tracking module's carrier feed: the reads and writes a batch of carrier events needs, each one
 * statement for the whole batch. Like `recordTrackingEvents`, none of them changes a consignment's version.
 */
export const carrierEventStore = {
  findTrackedConsignments: repo.findTrackedConsignments,
  resolveCarrierConsignments: batch.resolveCarrierConsignments,
  findKnownCarrierEvents: batch.findKnownCarrierEvents,
  insertCarrierEvents: batch.insertCarrierEvents,
  applyCarrierOutcomes: batch.applyCarrierOutcomes,
  findLateConsignmentIds: repo.findLateConsignmentIds,
  findCarrierConsignments: repo.findCarrierConsignments,
};
export type { TrackedConsignment } from './tracking-events.repository';
export type { BatchConsignment, CarrierOutcome } from './carrier-event-batch.repository';

export const findTrackingEvents = repo.findTrackingEvents;
export const findLatestEvents = repo.findLatestEvents;

export function trackingEventToWire(row: TrackingEventRow): TrackingEvent {
  return {
    type: row.type,
    data: {
      occurredAt: row.occurredAt.toISOString(),
      description: row.description,
      location: row.location,
      documentId: row.documentId,
      ...(row.reason ? { reason: row.reason } : {}),
      ...(row.eta ? { eta: row.eta } : {}),
    },
  };
}
