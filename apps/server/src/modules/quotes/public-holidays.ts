import Holidays from 'date-holidays';
import { AU_STATES, businessHolidays, type AuState, type PublicHoliday } from '@freight/rules';

// Read state-wide (no regions): regional days never close a state's business day.
const calendars = new Map<AuState, Holidays>();
function calendarOf(state: AuState): Holidays {
  let calendar = calendars.get(state);
  if (!calendar) {
    calendar = new Holidays('AU', state);
    calendars.set(state, calendar);
  }
  return calendar;
}

/** Every state's business-closing public holidays of one year, from the maintained `date-holidays` calendar. */
export function publicHolidaysOfYear(year: number): PublicHoliday[] {
  return AU_STATES.flatMap((state) => businessHolidays(state, calendarOf(state).getHolidays(year)));
}

// A handful of years is all quoting ever asks for; the same array per year keeps the per-state date sets memoised.
const MAX_CACHED = 8;
const cache = new Map<number, readonly PublicHoliday[]>();

/**
 * The holidays an ETA from `dispatchDate` can meet: its year and the next, as transit crosses New Year.
 * The same array for the same year, so `holidayDatesFor` works out each state's dates once.
 */
export function publicHolidaysFrom(dispatchDate: string): readonly PublicHoliday[] {
  const year = Number(dispatchDate.slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = Object.freeze([...publicHolidaysOfYear(year), ...publicHolidaysOfYear(year + 1)]);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? year);
    cache.set(year, holidays);
  }
  return holidays;
}
