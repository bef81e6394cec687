import { formMessagesB } from '@freight/contracts';
import { dayText } from '../day-text';
import { addDays } from '../melbourne-time';
import { zonedParts } from '../time-range/time-range';

/** The first date a pickup may be for: the sender's today, where the carrier collects. */
export const earliestPickupDate = (now: Date, timeZone: string): string => zonedParts(now, timeZone).date;

/**
 * Why a pickup date (YYYY-MM-DD) cannot be booked, or null: a day gone by, said as the consignment form says it
 * of its dispatch date (spec 5.1, set B: "date must be after {date}"), naming the day before the earliest.
 */
export function pickupDateProblem(pickupDate: string, earliest: string): string | null {
  return pickupDate < earliest ? formMessagesB.dateAfter(dayText(addDays(earliest, -1))) : null;
}
