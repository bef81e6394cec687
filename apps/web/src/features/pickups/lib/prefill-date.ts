import type { ConsignmentSummary } from '@freight/contracts';

/**
 * The pickup date a pickup made from consignments starts on: the day the first of them is dispatched, as the
 * carrier collects them then, but never a day before `today` (the site's), which the form would refuse.
 * Null when none of them names a day.
 */
export function prefilledPickupDate(
  consignments: readonly Pick<ConsignmentSummary, 'dispatchDate'>[],
  today: string,
): string | null {
  const days = consignments.map((c) => c.dispatchDate).filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day));
  if (days.length === 0) return null;
  const earliest = days.reduce((first, day) => (day < first ? day : first));
  return earliest < today ? today : earliest;
}
