/**
 * A carrier's batch of tracking events in set-based statements: one read of the consignments it names (with their
 * newest times), one insert of its events and one update of the consignments they change, whatever the batch's
 * size. Rows travel as one JSON parameter rather than a parameter per value, so PostgreSQL parses a short
 * statement instead of one with a thousand parameters.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { consignmentItems, consignments, consignmentTrackingEvents } from '../../db/schema';
import { perDatabase } from '../../platform/db/prepared';
import type { DbOrTx } from '../../platform/db/transaction';
import { trackedColumns, type NewTrackingEvent, type TrackedConsignment } from './tracking-events.repository';

const e = consignmentTrackingEvents;

/** A consignment a batch names, with the newest event and the newest ETA update already recorded of it. */
export interface BatchConsignment extends TrackedConsignment {
  latest: Date | null;
  latestEta: Date | null;
}

const resolveStatement = perDatabase((db) =>
  db
    .select({
      key: sql<string>`named.key`,
      byNumber: sql<boolean>`named.by_number`,
      ...trackedColumns,
      latest: sql`newest.at`.mapWith(e.occurredAt),
      latestEta: sql`newest.eta_at`.mapWith(e.occurredAt),
    })
    .from(consignments)
    // by number, or by an item's SSCC: each key answers its consignment, so one read serves both kinds
    .innerJoin(
      sql`(select ${consignments.consignmentNo} as key, true as by_number, ${consignments.id} as id
            from ${consignments} where ${consignments.consignmentNo} = any(${sql.placeholder('numbers')}::text[])
          union all
          select ${consignmentItems.sscc}, false, ${consignmentItems.consignmentId}
            from ${consignmentItems} where ${consignmentItems.sscc} = any(${sql.placeholder('ssccs')}::text[])
        ) as named`,
      sql`named.id = ${consignments.id}`,
    )
    .leftJoin(
      sql`lateral (select max(${e.occurredAt}) as at,
            max(${e.occurredAt}) filter (where ${e.type} = 'etaUpdated') as eta_at
          from ${e} where ${e.consignmentId} = ${consignments.id}) as newest`,
      sql`true`,
    )
    // another carrier's consignment is not found: the caller answers it like an unknown number
    .where(eq(consignments.carrierId, sql.placeholder('carrierId')))
    .prepare('carrier_events_resolve'),
);

/** The carrier's consignments named by these numbers and these items' SSCCs, in one indexed read. */
export async function resolveCarrierConsignments(
  db: DbOrTx,
  carrierId: number,
  numbers: readonly string[],
  ssccs: readonly string[],
): Promise<{ byNumber: Map<string, BatchConsignment>; bySscc: Map<string, BatchConsignment> }> {
  const byNumber = new Map<string, BatchConsignment>();
  const bySscc = new Map<string, BatchConsignment>();
  if (numbers.length + ssccs.length === 0) return { byNumber, bySscc };
  const rows = await resolveStatement(db).execute({ carrierId, numbers: [...numbers], ssccs: [...ssccs] });
  for (const { key, byNumber: isNumber, ...consignment } of rows)
    (isNumber ? byNumber : bySscc).set(key, consignment);
  return { byNumber, bySscc };
}

const knownStatement = perDatabase((db) =>
  db
    .select({ id: e.carrierEventId })
    .from(e)
    .where(
      and(
        eq(e.carrierId, sql.placeholder('carrierId')),
        sql`${e.carrierEventId} = any(${sql.placeholder('eventIds')}::text[])`,
      ),
    )
    .prepare('carrier_events_known'),
);

/** Of these carrier event ids, those already recorded for the carrier. */
export async function findKnownCarrierEvents(
  db: DbOrTx,
  carrierId: number,
  eventIds: readonly string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await knownStatement(db).execute({ carrierId, eventIds: [...eventIds] });
  return new Set(rows.map((row) => row.id ?? ''));
}

const insertedRows = z.object({ rows: z.array(z.object({ carrier_event_id: z.string() })) });

/**
 * Inserts a carrier's events; one it reported before (same carrier and event id) is left as it was. Answers the
 * carrier event ids that were new.
 */
export async function insertCarrierEvents(
  db: DbOrTx,
  events: readonly NewTrackingEvent[],
): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const result = await db.execute(sql`
    insert into ${e} (consignment_id, type, occurred_at, description, location, document_id, reason, eta,
      carrier_id, carrier_event_id)
    select "consignmentId", type, "occurredAt", description, location, "documentId", reason, eta, "carrierId",
      "carrierEventId"
    from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as r("consignmentId" int, type text,
      "occurredAt" timestamptz, description text, location text, "documentId" text, reason text, eta date,
      "carrierId" int, "carrierEventId" text)
    on conflict (carrier_id, carrier_event_id) do nothing
    returning carrier_event_id`);
  return new Set(insertedRows.parse(result).rows.map((row) => row.carrier_event_id));
}

/** What a batch changes of one consignment: delivered, and the ETA its newest ETA update gave. */
export interface CarrierOutcome {
  consignmentId: number;
  delivered: boolean;
  eta: string | null;
}

/**
 * Applies a batch's outcomes in one update. A consignment already in that state is left alone: rewriting its
 * row would touch every index of the table (the trigram index too) for nothing. Like the carrier's events, the
 * outcome is not a shipper's edit, so the version stays.
 */
export async function applyCarrierOutcomes(db: DbOrTx, outcomes: readonly CarrierOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const c = consignments;
  await db.execute(sql`
    update ${c} set is_fully_delivered = ${c.isFullyDelivered} or o.delivered, eta = coalesce(o.eta, ${c.eta})
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as o("consignmentId" int, delivered boolean, eta date)
    where ${c.id} = o."consignmentId"
      and ((o.delivered and not ${c.isFullyDelivered}) or (o.eta is not null and ${c.eta} is distinct from o.eta))`);
}
