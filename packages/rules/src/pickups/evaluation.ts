import type { PickupEvaluation } from '@freight/contracts';
import { zonedInstant, zonedParts } from '../time-range/time-range';

const MINUTE = 60_000;

/** What a carrier service offers for pickups, and what its data say about this pickup's places. */
export interface PickupServiceTerms {
  /** Local times of day (HH:MM) in the sender's time zone; null when the service has none. */
  pickupBookingCutoff: string | null;
  pickupCutoff: string | null;
  pickupWindowMinimumMinutes: number | null;
  /** Packaging types it collects; null collects any. */
  packagingTypes: readonly string[] | null;
  carriesDangerousGoods: boolean;
  acceptsPartialDestinations: boolean;
  /** Its rate card has a lane from or to the pickup's zone. */
  servesPickupZone: boolean;
  /** Destination zones it has no lane to from the pickup's zone. */
  unservedDestinations: number;
  /** A rate card is in effect for the account on the pickup date. */
  hasPricing: boolean;
  /** The carrier can receive pickup requests (an e-mail address for them). */
  integrationConfigured: boolean;
}

export interface PickupForEvaluation {
  pickupDate: string;
  /** The window's start instant and length. */
  windowStart: Date;
  durationMinutes: number;
  timeZone: string;
  packagingTypes: readonly string[];
  hasDangerousGoods: boolean;
  hasPartialDestination: boolean;
}

/** The instant bookings for a pickup date close, or null when the service has no booking cut-off. */
export function bookingCutoffInstant(
  terms: Pick<PickupServiceTerms, 'pickupBookingCutoff'>,
  pickupDate: string,
  timeZone: string,
): Date | null {
  return terms.pickupBookingCutoff ? zonedInstant(pickupDate, terms.pickupBookingCutoff, timeZone) : null;
}

/**
 * A booking made during the cut-off minute is still in time; from the next minute it is late. A pickup date
 * already past in the sender's time zone is late whatever the cut-off.
 */
function afterBookingCutoff(terms: PickupServiceTerms, pickup: PickupForEvaluation, now: Date): boolean {
  if (pickup.pickupDate < zonedParts(now, pickup.timeZone).date) return true;
  const cutoff = bookingCutoffInstant(terms, pickup.pickupDate, pickup.timeZone);
  return cutoff !== null && now.getTime() >= cutoff.getTime() + MINUTE;
}

/**
 * The carrier needs at least its minimum window: a shorter window is read as that long. The window so read
 * must close by the service's last pickup of the day.
 */
function afterPickupCutoff(terms: PickupServiceTerms, pickup: PickupForEvaluation): boolean {
  if (!terms.pickupCutoff) return false;
  const minutes = Math.max(pickup.durationMinutes, terms.pickupWindowMinimumMinutes ?? 0);
  const end = pickup.windowStart.getTime() + minutes * MINUTE;
  return end > zonedInstant(pickup.pickupDate, terms.pickupCutoff, pickup.timeZone).getTime();
}

/** Spec 3: the flags of one agreed service for a pickup; any flag makes it unselectable. */
export function evaluatePickupService(
  terms: PickupServiceTerms,
  pickup: PickupForEvaluation,
  now: Date,
): PickupEvaluation {
  const flags: PickupEvaluation = {};
  if (!terms.servesPickupZone) flags.unsupportedPickupLocation = true;
  if (terms.unservedDestinations > 0) flags.unsupportedDestinations = true;
  if (pickup.hasPartialDestination && !terms.acceptsPartialDestinations)
    flags.unsupportedPartialReceiverAddress = true;
  const collects = terms.packagingTypes;
  if (collects && pickup.packagingTypes.some((type) => !collects.includes(type)))
    flags.unsupportedPackagingTypes = true;
  if (afterBookingCutoff(terms, pickup, now)) flags.afterBookingCutoff = true;
  if (afterPickupCutoff(terms, pickup)) flags.afterPickupCutoff = true;
  if (!terms.hasPricing) flags.unavailablePricing = true;
  if (!terms.integrationConfigured) flags.integrationNotConfigured = true;
  if (pickup.hasDangerousGoods && !terms.carriesDangerousGoods) flags.dangerousGoods = true;
  return flags;
}

export const isSelectable = (evaluation: PickupEvaluation): boolean => Object.keys(evaluation).length === 0;
