import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { consignmentItems, consignments, consignmentTrackingEvents } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';

export type TrackingEventRow = typeof consignmentTrackingEvents.$inferSelect;
export type NewTrackingEvent = Omit<typeof consignmentTrackingEvents.$inferInsert, 'id' | 'createdAt'>;

const e = consignmentTrackingEvents;

const eventsOfConsignment = perDatabase((db) =>
  db
    .select()
    .from(e)
    .where(eq(e.consignmentId, sql.placeholder('consignmentId')))
    .orderBy(asc(e.occurredAt), asc(e.id))
    .prepare('consignment_tracking_events_of'),
);

export function findTrackingEvents(db: DbOrTx, consignmentId: number): Promise<TrackingEventRow[]> {
  return eventsOfConsignment(db).execute({ consignmentId });
}

export async function insertTrackingEvents(db: DbOrTx, events: readonly NewTrackingEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(e).values([...events]);
}

/** The newest event of each consignment, in one query for a page of a list. */
export async function findLatestEvents(db: DbOrTx, consignmentIds: readonly number[]) {
  if (consignmentIds.length === 0) return new Map<number, TrackingEventRow>();
  const rows = await db
    .selectDistinctOn([e.consignmentId])
    .from(e)
    .where(inArray(e.consignmentId, [...consignmentIds]))
    .orderBy(e.consignmentId, desc(e.occurredAt), desc(e.id));
  return new Map(rows.map((row) => [row.consignmentId, row]));
}

export async function markFullyDelivered(db: DbOrTx, consignmentIds: readonly number[]): Promise<void> {
  if (consignmentIds.length === 0) return;
  await db
    .update(consignments)
    .set({ isFullyDelivered: true })
    // a row already delivered is left alone: rewriting it would touch every index of the table for nothing
    .where(and(inArray(consignments.id, [...consignmentIds]), eq(consignments.isFullyDelivered, false)));
}

/** What a carrier's event needs of the consignment it names. */
export interface TrackedConsignment {
  id: number;
  consignmentNo: string;
  carrierId: number;
  siteId: number;
  createdAt: Date;
  dispatchDate: string;
  isFullyDelivered: boolean;
}

/** What tracking reads of a consignment it reports on. */
export const trackedColumns = {
  id: consignments.id,
  consignmentNo: consignments.consignmentNo,
  carrierId: consignments.carrierId,
  siteId: consignments.siteId,
  createdAt: consignments.createdAt,
  dispatchDate: consignments.dispatchDate,
  isFullyDelivered: consignments.isFullyDelivered,
};

/** The consignments named by number, and those holding an item of these SSCCs, in two indexed reads. */
export async function findTrackedConsignments(
  db: DbOrTx,
  numbers: readonly string[],
  ssccs: readonly string[],
): Promise<{ byNumber: Map<string, TrackedConsignment>; bySscc: Map<string, TrackedConsignment> }> {
  const [numbered, itemised] = await Promise.all([
    numbers.length === 0
      ? []
      : db
          .select(trackedColumns)
          .from(consignments)
          .where(inArray(consignments.consignmentNo, [...numbers])),
    ssccs.length === 0
      ? []
      : db
          .select({ ...trackedColumns, sscc: consignmentItems.sscc })
          .from(consignmentItems)
          .innerJoin(consignments, eq(consignments.id, consignmentItems.consignmentId))
          .where(inArray(consignmentItems.sscc, [...ssccs])),
  ]);
  return {
    byNumber: new Map(numbered.map((row) => [row.consignmentNo, row])),
    bySscc: new Map(itemised.flatMap(({ sscc, ...row }) => (sscc ? [[sscc, row] as const] : []))),
  };
}

/** Consignments not fully delivered whose ETA falls in this window (dates), for the late-delivery notices. */
export async function findLateConsignmentIds(
  db: DbOrTx,
  window: { from: string; to: string },
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: consignments.id })
    .from(consignments)
    .where(
      and(
        eq(consignments.isFullyDelivered, false),
        sql`${consignments.eta} between ${window.from} and ${window.to}`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A carrier's consignments by id, a keyset page at a time (DESIGN 5b: a key sees its own carrier's only). */
export async function findCarrierConsignments(
  db: DbOrTx,
  carrierId: number,
  page: { afterId: number; limit: number; isFullyDelivered: boolean | undefined },
) {
  return db
    .select({
      id: consignments.id,
      consignmentNo: consignments.consignmentNo,
      dispatchDate: consignments.dispatchDate,
      eta: consignments.eta,
      createdAt: consignments.createdAt,
      serviceName: sql<string>`${consignments.agreedService}->>'name'`,
      itemQuantity: consignments.itemQuantity,
      isFullyDelivered: consignments.isFullyDelivered,
      from: sql<AddressPart>`${consignments.sender}->'address'`,
      to: sql<AddressPart>`${consignments.receiver}->'address'`,
      toName: consignments.receiverName,
    })
    .from(consignments)
    .where(
      and(
        eq(consignments.carrierId, carrierId),
        sql`${consignments.id} > ${page.afterId}`,
        page.isFullyDelivered === undefined
          ? undefined
          : eq(consignments.isFullyDelivered, page.isFullyDelivered),
      ),
    )
    .orderBy(asc(consignments.id))
    .limit(page.limit);
}

interface AddressPart {
  locality: string;
  subdivision: string;
  postcode: string;
  timeZone: string;
}
