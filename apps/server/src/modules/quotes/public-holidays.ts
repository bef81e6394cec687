import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Holidays from 'date-holidays';
import { AU_STATES, businessHolidays, type AuState, type PublicHoliday } from '@freight/rules';

const require = createRequire(import.meta.url);

// date-holidays-parser ships its types outside its exports map; its parser is date-holidays' calendar class
const { default: HolidaysParser } = require('date-holidays-parser') as {
  default: new (rules: object, country: string, state: string) => Holidays;
};

/**
 * The maintained `date-holidays` calendar, Australia's part of it. The package's own entry holds every country's
 * rules as a module of 800 KB that stays in memory for the life of the process; its data file, read once and cut
 * to Australia's rules, leaves the rest to be collected. The same rules give the same days (public-holidays.test).
 */
function australianRules(): object {
  const entry = require.resolve('date-holidays');
  const file = join(dirname(entry), '..', 'data', 'holidays.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as {
    version: string;
    license: string;
    holidays: Record<string, unknown>;
    names: unknown;
  };
  return { version: all.version, license: all.license, holidays: { AU: all.holidays.AU }, names: all.names };
}

let rules: object | undefined;

// Read state-wide (no regions): regional days never close a state's business day.
const calendars = new Map<AuState, Holidays>();
function calendarOf(state: AuState): Holidays {
  let calendar = calendars.get(state);
  if (!calendar) {
    calendar = new HolidaysParser((rules ??= australianRules()), 'AU', state);
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
