/** The journey a simulated carrier reports for one consignment: deterministic from its number and dates. */
import { addDays, melbourneMidnight } from '@freight/rules';
import type { CarrierConsignment, TrackingEventBatch } from '@freight/contracts';

export type PlannedEvent = TrackingEventBatch['events'][number] & { occurredAt: string };

export type Outcome = 'onTime' | 'late' | 'delayedWithNotice' | 'partial';

const HOUR = 3_600_000;

/** A stable number 0..1 from a text and a salt, so a consignment's journey is the same on every run. */
export function hashUnit(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

const isWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
};

/** The next weekday after a date, `days` working days on. */
export function workingDaysAfter(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWeekday(current)) left -= 1;
  }
  return current;
}

/** A few in each hundred run late, are held up with notice, or arrive in two parts. */
export function outcomeOf(consignmentNo: string): Outcome {
  const roll = hashUnit(consignmentNo, 1);
  if (roll < 0.06) return 'delayedWithNotice';
  if (roll < 0.12) return 'late';
  if (roll < 0.18) return 'partial';
  return 'onTime';
}

const at = (date: string, hours: number) => new Date(melbourneMidnight(date).getTime() + hours * HOUR);

/**
 * Booked when made; picked up on the dispatch date in the afternoon; a linehaul scan each working day between;
 * out for delivery and delivered on the ETA (or later, by its outcome), with a proof of delivery. Event ids are
 * the consignment number and the step, so posting the journey again is recognised as the same events.
 */
export function planJourney(consignment: CarrierConsignment): { events: PlannedEvent[]; outcome: Outcome } {
  const no = consignment.consignmentNo;
  const outcome = outcomeOf(no);
  const from = `${consignment.from.locality} ${consignment.from.state}`;
  const to = `${consignment.to.locality} ${consignment.to.state}`;
  const eta = consignment.estimatedTimeOfArrival ?? workingDaysAfter(consignment.dispatchDate, 2);
  const event = (
    step: string,
    fields: Omit<PlannedEvent, 'eventId' | 'consignmentNo' | 'occurredAt'>,
    when: Date,
  ) => ({
    eventId: `${no}:${step}`,
    consignmentNo: no,
    occurredAt: when.toISOString(),
    ...fields,
  });
  const booked = new Date(
    Math.min(Date.parse(consignment.bookedAt) + 5 * 60_000, at(consignment.dispatchDate, 13).getTime()),
  );
  const events: PlannedEvent[] = [
    event('booked', { type: 'booked', location: from }, booked),
    event(
      'pickedUp',
      { type: 'pickedUp', location: from, description: 'Picked up from sender' },
      at(consignment.dispatchDate, 14 + 2.5 * hashUnit(no, 2)),
    ),
  ];
  let scanDay = workingDaysAfter(consignment.dispatchDate, 1);
  if (scanDay >= eta)
    events.push(
      event(
        'inTransit-0',
        { type: 'inTransit', location: `${from} depot`, description: 'Departed depot' },
        at(consignment.dispatchDate, 20),
      ),
    );
  for (let i = 1; scanDay < eta; i++, scanDay = workingDaysAfter(scanDay, 1))
    events.push(
      event(
        `inTransit-${i}`,
        { type: 'inTransit', location: 'Linehaul', description: 'In transit' },
        at(scanDay, 5 + hashUnit(no, 3)),
      ),
    );

  let deliveryDay = eta;
  if (outcome === 'delayedWithNotice') {
    deliveryDay = workingDaysAfter(eta, 1);
    events.push(
      event(
        'exception',
        { type: 'exception', reason: 'Missed linehaul connection', location: `${to} depot` },
        at(eta, 6.5),
      ),
      event(
        'etaUpdated',
        { type: 'etaUpdated', eta: deliveryDay, description: 'Delivery rescheduled' },
        at(eta, 6.6),
      ),
    );
  }
  if (outcome === 'late') deliveryDay = workingDaysAfter(eta, 1 + Math.floor(hashUnit(no, 4) * 2));
  const deliveredAt = at(deliveryDay, 10 + 5 * hashUnit(no, 5));
  events.push(
    event(
      'outForDelivery',
      { type: 'outForDelivery', location: to, description: 'On board for delivery' },
      at(deliveryDay, 7 + hashUnit(no, 6)),
    ),
  );
  if (outcome === 'partial' && consignment.itemQuantity > 1) {
    const rest = workingDaysAfter(deliveryDay, 1);
    events.push(
      event(
        'partiallyDelivered',
        {
          type: 'partiallyDelivered',
          location: to,
          description: `${consignment.itemQuantity - 1} of ${consignment.itemQuantity} items delivered`,
        },
        deliveredAt,
      ),
      event(
        'outForDelivery-2',
        { type: 'outForDelivery', location: to, description: 'Remaining item on board for delivery' },
        at(rest, 7.5),
      ),
      event('delivered', { type: 'delivered', location: to, description: 'Delivered' }, at(rest, 11)),
    );
  } else {
    events.push(
      event('delivered', { type: 'delivered', location: to, description: 'Delivered' }, deliveredAt),
    );
  }
  return { events: events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt)), outcome };
}

/** The name on a proof of delivery: the receiver's, as its driver wrote it. */
export const signatoryOf = (consignment: CarrierConsignment) => consignment.to.name;
