import { isoFromParts, isoToDayNumber, weekdayOfDayNumber } from './iso-date';

export const MONDAY = 1;
export const TUESDAY = 2;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoFromParts(year, month, day);
}

/** The first `weekday` on or after the given day, e.g. ACT Reconciliation Day (Monday on or after 27 May). */
export function weekdayOnOrAfter(year: number, month: number, day: number, weekday: number): string {
  const start = isoToDayNumber(isoFromParts(year, month, day));
  return isoFromParts(year, month, day + ((weekday - weekdayOfDayNumber(start) + 7) % 7));
}

/** The nth (1-based) `weekday` of a month, e.g. the second Monday in June. */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, n: number): string {
  const first = weekdayOnOrAfter(year, month, 1, weekday);
  return isoFromParts(year, month, Number(first.slice(8)) + 7 * (n - 1));
}

/** The last `weekday` of a month, e.g. the last Monday in September. */
export function lastWeekdayOfMonth(year: number, month: number, weekday: number): string {
  const last = isoToDayNumber(isoFromParts(year, month + 1, 0));
  const back = (weekdayOfDayNumber(last) - weekday + 7) % 7;
  return isoFromParts(year, month + 1, -back);
}
