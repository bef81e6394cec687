import { trackingEventTypes } from '@freight/contracts';
import type { TrackingEventType } from '@freight/contracts';

/** Events that say where the freight is; an ETA update or a proof of delivery says nothing new of that. */
const notMovements: readonly TrackingEventType[] = ['etaUpdated', 'proofOfDelivery'];
const movements = new Set<string>(trackingEventTypes.filter((type) => !notMovements.includes(type)));

/** A consignment's tracking status: delivered once fully delivered, else its newest movement (events oldest first). */
export function trackingStatusOf<T extends string>(
  isFullyDelivered: boolean,
  events: readonly { type: T }[],
): T | 'delivered' | null {
  if (isFullyDelivered) return 'delivered';
  for (let i = events.length - 1; i >= 0; i--) {
    const type = events[i]?.type;
    if (type !== undefined && movements.has(type)) return type;
  }
  return null;
}
