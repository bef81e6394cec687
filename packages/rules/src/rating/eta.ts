import { holidayDatesFor, type AuState, type PublicHoliday } from './holidays';
import { assertWhole } from './arithmetic';
import { dayNumberToIso, isoToDayNumber, weekdayOfDayNumber } from './iso-date';
import { timeZoneForState } from './time-zones';

function isBusinessDay(dayNumber: number, closed: ReadonlySet<string>): boolean {
  const weekday = weekdayOfDayNumber(dayNumber);
  return weekday !== 0 && weekday !== 6 && !closed.has(dayNumberToIso(dayNumber));
}

/**
 * The date `days` business days after `date`. A start on a weekend or holiday first moves to the next
 * business day (freight handed over on a Saturday starts moving on Monday), so 0 days gives that day.
 */
export function addBusinessDays(date: string, days: number, closed: ReadonlySet<string>): string {
  assertWhole(days, 'Transit business days');
  let day = isoToDayNumber(date);
  while (!isBusinessDay(day, closed)) day += 1;
  for (let left = days; left > 0; left -= 1) {
    day += 1;
    while (!isBusinessDay(day, closed)) day += 1;
  }
  return dayNumberToIso(day);
}

export interface EtaInput {
  dispatchDate: string;
  transitBusinessDays: number;
  /** The receiver's state: its holidays (with the national ones) are skipped, and its zone labels the date. */
  receiverState: AuState;
  holidays: readonly PublicHoliday[];
}

/**
 * Estimated arrival: the dispatch date plus transit business days, skipping weekends and the national
 * and receiver-state public holidays. A local date in the receiver's time zone. Dates beyond the
 * holiday rows supplied skip weekends only.
 */
export function estimateArrival(input: EtaInput): { date: string; timeZone: string } {
  const closed = holidayDatesFor(input.receiverState, input.holidays);
  return {
    date: addBusinessDays(input.dispatchDate, input.transitBusinessDays, closed),
    timeZone: timeZoneForState(input.receiverState),
  };
}
