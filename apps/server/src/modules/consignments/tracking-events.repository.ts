import { asc, eq } from 'drizzle-orm';
import { consignments, consignmentTrackingEvents } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';

export type TrackingEventRow = typeof consignmentTrackingEvents.$inferSelect;
export type NewTrackingEvent = Omit<typeof consignmentTrackingEvents.$inferInsert, 'id' | 'createdAt'>;

export function findTrackingEvents(db: DbOrTx, consignmentId: number): Promise<TrackingEventRow[]> {
  return db
    .select()
    .from(consignmentTrackingEvents)
    .where(eq(consignmentTrackingEvents.consignmentId, consignmentId))
    .orderBy(asc(consignmentTrackingEvents.occurredAt), asc(consignmentTrackingEvents.id));
}

export async function insertTrackingEvents(db: DbOrTx, events: readonly NewTrackingEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(consignmentTrackingEvents).values([...events]);
}

export async function markFullyDelivered(db: DbOrTx, consignmentId: number): Promise<void> {
  await db.update(consignments).set({ isFullyDelivered: true }).where(eq(consignments.id, consignmentId));
}
