/** Plays the carriers of an installation: each reports what its consignments' journeys have reached by now. */
import type { TrackingEventBatch } from '@freight/contracts';
import { CarrierClient } from './carrier-client';
import { deliveryPodPdf, podEvent, POD_AFTER_MS } from './delivery-pod';
import { planJourney, type PlannedEvent } from './journey';

export interface CarrierKey {
  carrierName: string;
  key: string;
}

export interface SimulationResult {
  consignments: number;
  posted: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  pods: number;
}

const BATCH = 100;
/** The proof of delivery follows the delivery by a minute, and is posted with it. */

/**
 * One pass: for every carrier key, the carrier's undelivered consignments, the events of each journey that are
 * due by `now`, and on delivery a generated proof of delivery uploaded first. Events already reported come back
 * `duplicate` (their ids are the journey's steps), so a pass may run as often as wanted.
 */
export async function simulateOnce(options: {
  baseUrl: string;
  keys: readonly CarrierKey[];
  now: Date;
}): Promise<SimulationResult> {
  const result: SimulationResult = {
    consignments: 0,
    posted: 0,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    pods: 0,
  };
  const now = options.now.getTime();
  for (const { carrierName, key } of options.keys) {
    const client = new CarrierClient(options.baseUrl, key);
    const pending: TrackingEventBatch['events'] = [];
    const flush = async () => {
      while (pending.length > 0) {
        const answer = await client.report(pending.splice(0, BATCH));
        result.posted += answer.results.length;
        result.accepted += answer.accepted;
        result.duplicates += answer.duplicates;
        result.rejected += answer.rejected;
      }
    };
    for (const consignment of await client.openConsignments()) {
      result.consignments += 1;
      const { events } = planJourney(consignment);
      const due: PlannedEvent[] = [];
      for (const event of events) {
        const time = Date.parse(event.occurredAt);
        if (time > now || (event.type === 'delivered' && time + POD_AFTER_MS > now)) break;
        due.push(event);
      }
      const delivered = due.find((event) => event.type === 'delivered');
      if (delivered) {
        const deliveredAt = new Date(delivered.occurredAt);
        const pod = await client.uploadPod(
          consignment.consignmentNo,
          await deliveryPodPdf(consignment, carrierName, deliveredAt),
        );
        result.pods += 1;
        due.push(podEvent(consignment, pod.documentId, deliveredAt));
      }
      pending.push(...due);
      if (pending.length >= BATCH) await flush();
    }
    await flush();
  }
  return result;
}
