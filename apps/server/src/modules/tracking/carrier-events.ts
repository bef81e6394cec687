/** DESIGN 5b: a carrier's batch of tracking events, each answered on its own. */
import {
  TRACKING_CLOCK_SKEW_MINUTES,
  trackingMessages,
  type CarrierTrackingEvent,
  type TrackingEventResult,
  type TrackingRejectionCode,
} from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/transaction';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  carrierEventStore as store,
  type BatchConsignment,
  type CarrierOutcome,
  type TrackedConsignment,
} from '../consignments';
import { NOTIFY_RECEIVERS_JOB, notifiedKindOf, type NotifyReceiversPayload } from './receiver-notifications';
import { findCarrierPods } from './tracking.repository';

export interface CarrierEventDeps {
  db: Db;
  clock: Clock;
}

export interface BatchAnswer {
  accepted: number;
  duplicates: number;
  rejected: number;
  results: TrackingEventResult[];
}

const DAY_MS = 86_400_000;

/** The earliest an event of the consignment may be: a day before it was booked or dispatched, whichever first. */
const earliestOf = (consignment: TrackedConsignment) =>
  Math.min(consignment.createdAt.getTime(), Date.parse(`${consignment.dispatchDate}T00:00:00Z`)) - DAY_MS;

const defaultDescriptions: Record<CarrierTrackingEvent['type'], string> = {
  booked: 'Booked with the carrier',
  pickedUp: 'Picked up',
  inTransit: 'In transit',
  outForDelivery: 'Out for delivery',
  partiallyDelivered: 'Partially delivered',
  delivered: 'Delivered',
  proofOfDelivery: 'Proof of delivery received',
  exception: 'Exception',
  etaUpdated: 'Estimated time of arrival updated',
};

const unique = <T>(values: readonly (T | undefined)[]): T[] => [
  ...new Set(values.filter((value): value is T => value !== undefined)),
];

/**
 * Records a carrier's events. An event is a `duplicate` when the carrier reported its id before (in an earlier
 * batch or earlier in this one), `rejected` when it names no consignment of this carrier, lies in the future or
 * before the consignment existed, or names a proof of delivery not uploaded for it. Accepted events older than
 * the newest already reported are `outOfOrder`: kept in the timeline by their time, but they neither move the ETA
 * nor send the receiver an e-mail. A delivery marks the consignment fully delivered whatever its order; the newest
 * ETA update sets the ETA.
 *
 * Set-based, whatever the batch's size: the reads run side by side before the transaction (each sees committed
 * data either way, and a concurrent repeat is still caught by the insert), then one insert, one update of the
 * consignments and one job for the receivers' e-mails commit together.
 */
export async function ingestTrackingEvents(
  deps: CarrierEventDeps,
  carrierId: number,
  events: readonly CarrierTrackingEvent[],
  /** Off only for history loaded at once (the demo's past): its receivers are not e-mailed after the fact. */
  options: { notifyReceivers?: boolean } = {},
): Promise<BatchAnswer> {
  const now = deps.clock.now().getTime();
  const [{ byNumber, bySscc }, known, pods] = await Promise.all([
    store.resolveCarrierConsignments(
      deps.db,
      carrierId,
      unique(events.map((e) => e.consignmentNo)),
      unique(events.map((e) => e.sscc)),
    ),
    store.findKnownCarrierEvents(deps.db, carrierId, unique(events.map((e) => e.eventId))),
    findCarrierPods(deps.db, carrierId, unique(events.map((e) => e.documentId))),
  ]);

  const results: TrackingEventResult[] = [];
  const candidates: {
    index: number;
    event: CarrierTrackingEvent;
    consignment: BatchConsignment;
    at: Date;
  }[] = [];
  const seen = new Set<string>();
  const reject = (index: number, eventId: string, code: TrackingRejectionCode, detail: string) =>
    results.push({ index, eventId, status: 'rejected', code, detail });

  events.forEach((event, index) => {
    if (seen.has(event.eventId) || known.has(event.eventId)) {
      results.push({ index, eventId: event.eventId, status: 'duplicate' });
      return;
    }
    seen.add(event.eventId);
    const consignment = event.consignmentNo
      ? byNumber.get(event.consignmentNo)
      : bySscc.get(event.sscc ?? '');
    // another carrier's consignment answers as an unknown one: a key learns nothing of others' freight
    if (!consignment || consignment.carrierId !== carrierId)
      return reject(index, event.eventId, 'unknownConsignment', trackingMessages.unknownConsignment);
    const at = new Date(event.occurredAt);
    if (at.getTime() > now + TRACKING_CLOCK_SKEW_MINUTES * 60_000)
      return reject(index, event.eventId, 'future', trackingMessages.future);
    if (at.getTime() < earliestOf(consignment))
      return reject(index, event.eventId, 'beforeDispatch', trackingMessages.beforeDispatch);
    if (event.type === 'proofOfDelivery' && pods.get(event.documentId ?? '') !== consignment.id)
      return reject(index, event.eventId, 'unknownDocument', trackingMessages.unknownDocument);
    candidates.push({ index, event, consignment, at });
  });

  return deps.db.transaction(async (tx) => {
    const inserted = await store.insertCarrierEvents(
      tx,
      candidates.map(({ event, consignment, at }) => ({
        consignmentId: consignment.id,
        type: event.type,
        occurredAt: at,
        description: event.description ?? defaultDescriptions[event.type],
        location: event.location ?? null,
        documentId: event.type === 'proofOfDelivery' ? (event.documentId ?? null) : null,
        reason: event.type === 'exception' ? (event.reason ?? null) : null,
        eta: event.type === 'etaUpdated' ? (event.eta ?? null) : null,
        carrierId,
        carrierEventId: event.eventId,
      })),
    );

    const outcomes = new Map<number, CarrierOutcome>();
    const outcomeOf = (id: number) => {
      const outcome = outcomes.get(id) ?? { consignmentId: id, delivered: false, eta: null };
      outcomes.set(id, outcome);
      return outcome;
    };
    const notify: NotifyReceiversPayload['notices'] = [];
    // the newest times recorded of each consignment, moved on by this batch's events as they are taken in order
    const newest = new Map<number, { latest: Date; latestEta: Date | null }>();
    for (const { index, event, consignment, at } of candidates) {
      // reported at the same moment by another request of the carrier
      if (!inserted.has(event.eventId)) {
        results.push({ index, eventId: event.eventId, status: 'duplicate' });
        continue;
      }
      const times = newest.get(consignment.id) ?? {
        latest: consignment.latest ?? new Date(0),
        latestEta: consignment.latestEta,
      };
      newest.set(consignment.id, times);
      const outOfOrder = at < times.latest;
      if (!outOfOrder) times.latest = at;
      if (event.type === 'delivered') outcomeOf(consignment.id).delivered = true;
      if (event.type === 'etaUpdated' && event.eta && (!times.latestEta || at >= times.latestEta)) {
        times.latestEta = at;
        outcomeOf(consignment.id).eta = event.eta;
      }
      const kind = notifiedKindOf(event.type);
      if (kind && !outOfOrder && options.notifyReceivers !== false)
        notify.push({ consignmentId: consignment.id, kind });
      results.push({
        index,
        eventId: event.eventId,
        status: 'accepted',
        ...(outOfOrder ? { outOfOrder } : {}),
      });
    }

    await store.applyCarrierOutcomes(tx, [...outcomes.values()]);
    if (notify.length > 0) await enqueueNotices(tx, notify);

    results.sort((a, b) => a.index - b.index);
    const count = (status: TrackingEventResult['status']) =>
      results.filter((r) => r.status === status).length;
    return {
      accepted: count('accepted'),
      duplicates: count('duplicate'),
      rejected: count('rejected'),
      results,
    };
  });
}

/** One job for the batch's receiver e-mails: they go out after the batch commits, never holding it up. */
async function enqueueNotices(tx: DbOrTx, notices: NotifyReceiversPayload['notices']) {
  const payload: NotifyReceiversPayload = { notices };
  await enqueue(tx, NOTIFY_RECEIVERS_JOB, payload);
}
