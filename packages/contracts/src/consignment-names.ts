import type { TrackingEventType } from './consignments';

/** Spec 3 (U32) sort keys, plus the fields they map to (updated, dispatchDate). */
export const consignmentSortAliases = [
  'updated',
  'dispatchDate',
  'date',
  'references',
  'consignment',
  'carrier',
  'from',
  'to',
  'eta',
  'items',
  'volume',
  'weight',
] as const;

/** How each kind of event reads on a timeline. */
export const trackingEventLabels: Record<TrackingEventType, string> = {
  booked: 'Booked with carrier',
  pickedUp: 'Picked up',
  inTransit: 'In transit',
  outForDelivery: 'Out for delivery',
  partiallyDelivered: 'Partially delivered',
  delivered: 'Delivered',
  proofOfDelivery: 'Proof of delivery',
  exception: 'Exception',
  etaUpdated: 'ETA updated',
};
