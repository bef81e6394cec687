/**
 * Public holidays as business-day closures. The dates come from a maintained calendar (the server reads the
 * `date-holidays` library, too heavy for the browser); this file decides, in one place, which of its days close
 * a state's business day, and answers the closed dates of a state for ETAs.
 */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

export interface PublicHoliday {
  date: string;
  name: string;
  /** 'national' when every state and territory observes the day. */
  scope: 'national' | AuState;
}

/** A holiday as a calendar library gives it for one state: local start as `YYYY-MM-DD hh:mm:ss`, kind, span. */
export interface CalendarHoliday {
  date: string;
  name: string;
  /** `public`, `bank`, `optional`, `school` or `observance`. */
  type: string;
  start: Date;
  end: Date;
}

// A day of 23 hours is still a whole day: daylight saving starts at 2 am.
const WHOLE_DAY_MS = 23 * 3_600_000;

/**
 * Does this calendar day close the state's business day? Only a public holiday from midnight for the whole day.
 * Left out on purpose: holidays for some workers only (NSW and ACT Bank Holiday, TAS Easter Tuesday: `bank` and
 * `optional`) and the evening part-days of Christmas Eve and New Year's Eve (QLD, SA, NT: from 6 or 7 pm).
 * Regional days (QLD Ekka, TAS Regatta and Recreation Day, NT show days) are never asked for: the calendar is
 * read state-wide, without regions.
 */
export function closesBusinessDay(holiday: CalendarHoliday): boolean {
  return (
    holiday.type === 'public' &&
    holiday.date.slice(11, 19) === '00:00:00' &&
    holiday.end.getTime() - holiday.start.getTime() >= WHOLE_DAY_MS
  );
}

/** A state's calendar rows as the holidays that close its business days. */
export function businessHolidays(state: AuState, calendar: readonly CalendarHoliday[]): PublicHoliday[] {
  return calendar
    .filter(closesBusinessDay)
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name, scope: state }));
}

const datesCache = new WeakMap<readonly PublicHoliday[], Map<AuState, ReadonlySet<string>>>();

/** The dates closed in a state: national holidays plus the state's own. Memoised per holidays array. */
export function holidayDatesFor(state: AuState, holidays: readonly PublicHoliday[]): ReadonlySet<string> {
  let byState = datesCache.get(holidays);
  if (!byState) {
    byState = new Map();
    datesCache.set(holidays, byState);
  }
  let dates = byState.get(state);
  if (!dates) {
    dates = new Set(holidays.filter((h) => h.scope === 'national' || h.scope === state).map((h) => h.date));
    byState.set(state, dates);
  }
  return dates;
}
