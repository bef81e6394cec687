/**
 * Australian public holidays 2025-2028, national and per state, as data for business-day ETAs.
 *
 * Generated once from each state's rules (Easter computed; Monday and Tuesday substitutes when a holiday
 * falls on a weekend, as each state's Act provides) plus the days set by proclamation or declaration.
 * Sources: the states' holiday Acts and published calendars (ACT Holidays Act 1958; NSW Public Holidays
 * Act 2010; NT Public Holidays Act; QLD Holidays Act 1983; SA Public Holidays Act 2023; TAS Statutory
 * Holidays Act 2000; VIC Public Holidays Act 1993; WA Public and Bank Holidays Act 1972).
 *
 * Left out on purpose: regional days (QLD Ekka, TAS Regatta and Recreation Day, NT show days), holidays
 * for some workers only (NSW and ACT Bank Holiday, TAS Easter Tuesday) and the evening part-days of
 * Christmas Eve and New Year's Eve (QLD, SA, NT), none of which closes a whole state's business day.
 * Dates to recheck when announced: VIC Grand Final Friday after 2025 (set by the AFL fixture) and WA in
 * 2028 (the Public and Bank Holidays Amendment Bill 2025, if enacted, moves Labour Day, WA Day and the
 * King's Birthday and adds Show Day from 2028; this table follows the Act in force).
 */
import {
  easterSunday,
  lastWeekdayOfMonth,
  MONDAY,
  nthWeekdayOfMonth,
  TUESDAY,
  weekdayOnOrAfter,
} from './calendar';
import { dayNumberToIso, isoFromParts, isoToDayNumber, weekdayOfDayNumber } from './iso-date';

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

export interface PublicHoliday {
  date: string;
  name: string;
  /** 'national' when every state and territory observes the day. */
  scope: 'national' | AuState;
}

export const HOLIDAY_TABLE_YEARS = { from: 2025, to: 2028 } as const;

type Entry = readonly [date: string, name: string];
type Rule = (year: number) => Entry[];
/** Weekday (0 Sunday ... 6 Saturday) of the holiday -> how many days later the substitute day falls. */
type Substitute = Readonly<Partial<Record<number, number>>>;

const SAT_SUN_TO_MONDAY: Substitute = { 6: 2, 0: 1 };
const SUN_TO_MONDAY: Substitute = { 0: 1 };
// Christmas on a weekend adds 27 December, Boxing Day on a weekend adds 28 December
const TWO_DAYS_LATER_ON_WEEKENDS: Substitute = { 6: 2, 0: 2 };
// NT, SA and WA also add Tuesday 27 December when Boxing Day is a Monday
const BOXING_DAY_NT_SA_WA: Substitute = { 6: 2, 0: 2, 1: 1 };

const fixed =
  (month: number, day: number, name: string, substitute?: Substitute): Rule =>
  (year) => {
    const date = isoFromParts(year, month, day);
    const dayNumber = isoToDayNumber(date);
    const later = substitute?.[weekdayOfDayNumber(dayNumber)];
    return later
      ? [
          [date, name],
          [dayNumberToIso(dayNumber + later), `${name} (observed)`],
        ]
      : [[date, name]];
  };
const easter =
  (offsetDays: number, name: string): Rule =>
  (year) => [[dayNumberToIso(isoToDayNumber(easterSunday(year)) + offsetDays), name]];
const nth =
  (n: number, weekday: number, month: number, name: string): Rule =>
  (year) => [[nthWeekdayOfMonth(year, month, weekday, n), name]];
const mondayOnOrAfter =
  (month: number, day: number, name: string): Rule =>
  (year) => [[weekdayOnOrAfter(year, month, day, MONDAY), name]];
const lastMonday =
  (month: number, name: string): Rule =>
  (year) => [[lastWeekdayOfMonth(year, month, MONDAY), name]];
/** Days fixed by proclamation or declaration, listed by date. */
const declared =
  (name: string, dates: readonly string[]): Rule =>
  (year) =>
    dates.filter((date) => date.startsWith(`${year}-`)).map((date): Entry => [date, name]);

const common: Rule[] = [
  fixed(1, 1, "New Year's Day", SAT_SUN_TO_MONDAY),
  fixed(1, 26, 'Australia Day', SAT_SUN_TO_MONDAY),
  easter(-2, 'Good Friday'),
  easter(1, 'Easter Monday'),
  fixed(12, 25, 'Christmas Day', TWO_DAYS_LATER_ON_WEEKENDS),
];
const easterSaturday = easter(-1, 'Easter Saturday');
const easterSundayRule = easter(0, 'Easter Sunday');
const kingsBirthdayJune = nth(2, MONDAY, 6, "King's Birthday");
const labourDayOctober = nth(1, MONDAY, 10, 'Labour Day');
const boxingDay = fixed(12, 26, 'Boxing Day', TWO_DAYS_LATER_ON_WEEKENDS);
const boxingDayNtSaWa = fixed(12, 26, 'Boxing Day', BOXING_DAY_NT_SA_WA);

const stateRules: Record<AuState, Rule[]> = {
  ACT: [
    nth(2, MONDAY, 3, 'Canberra Day'),
    easterSaturday,
    easterSundayRule,
    fixed(4, 25, 'Anzac Day', SUN_TO_MONDAY),
    declared('Anzac Day (additional)', ['2026-04-27']),
    mondayOnOrAfter(5, 27, 'Reconciliation Day'),
    kingsBirthdayJune,
    labourDayOctober,
    boxingDay,
  ],
  NSW: [
    easterSaturday,
    easterSundayRule,
    fixed(4, 25, 'Anzac Day'),
    declared('Anzac Day (additional)', ['2026-04-27', '2027-04-26']),
    kingsBirthdayJune,
    labourDayOctober,
    boxingDay,
  ],
  NT: [
    easterSaturday,
    easterSundayRule,
    fixed(4, 25, 'Anzac Day', SUN_TO_MONDAY),
    nth(1, MONDAY, 5, 'May Day'),
    kingsBirthdayJune,
    nth(1, MONDAY, 8, 'Picnic Day'),
    boxingDayNtSaWa,
  ],
  QLD: [
    easterSaturday,
    easterSundayRule,
    fixed(4, 25, 'Anzac Day', SUN_TO_MONDAY),
    nth(1, MONDAY, 5, 'Labour Day'),
    nth(1, MONDAY, 10, "King's Birthday"),
    boxingDay,
  ],
  SA: [
    nth(2, MONDAY, 3, 'Adelaide Cup Day'),
    easterSaturday,
    easterSundayRule,
    fixed(4, 25, 'Anzac Day'),
    kingsBirthdayJune,
    labourDayOctober,
    boxingDayNtSaWa,
  ],
  TAS: [nth(2, MONDAY, 3, 'Eight Hours Day'), fixed(4, 25, 'Anzac Day'), kingsBirthdayJune, boxingDay],
  VIC: [
    nth(2, MONDAY, 3, 'Labour Day'),
    easterSaturday,
    easterSundayRule,
    fixed(4, 25, 'Anzac Day'),
    kingsBirthdayJune,
    // the Friday before the AFL Grand Final; 2026-2028 assume the usual last Saturday of September
    declared('Friday before the AFL Grand Final', ['2025-09-26', '2026-09-25', '2027-09-24', '2028-09-29']),
    nth(1, TUESDAY, 11, 'Melbourne Cup Day'),
    boxingDay,
  ],
  WA: [
    nth(1, MONDAY, 3, 'Labour Day'),
    easterSundayRule,
    fixed(4, 25, 'Anzac Day', SAT_SUN_TO_MONDAY),
    nth(1, MONDAY, 6, 'Western Australia Day'),
    // proclaimed each year, usually the last Monday of September (2024 was 23 September)
    lastMonday(9, "King's Birthday"),
    boxingDayNtSaWa,
  ],
};

function buildTable(fromYear: number, toYear: number): PublicHoliday[] {
  const statesByDay = new Map<string, { date: string; name: string; states: Set<AuState> }>();
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const state of AU_STATES) {
      for (const rule of [...common, ...stateRules[state]]) {
        for (const [date, name] of rule(year)) {
          const key = `${date}|${name}`;
          const row = statesByDay.get(key) ?? { date, name, states: new Set<AuState>() };
          row.states.add(state);
          statesByDay.set(key, row);
        }
      }
    }
  }
  const table: PublicHoliday[] = [];
  for (const { date, name, states } of statesByDay.values()) {
    if (states.size === AU_STATES.length) table.push({ date, name, scope: 'national' });
    else for (const state of states) table.push({ date, name, scope: state });
  }
  return table.sort(
    (a, b) => a.date.localeCompare(b.date) || a.scope.localeCompare(b.scope) || a.name.localeCompare(b.name),
  );
}

/** The shipped table: every public holiday of 2025-2028, one row per day and scope. */
export const AU_PUBLIC_HOLIDAYS: readonly PublicHoliday[] = Object.freeze(
  buildTable(HOLIDAY_TABLE_YEARS.from, HOLIDAY_TABLE_YEARS.to),
);

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
