/*
 * Dates as the API takes them. JavaScript's Date rolls an impossible day over (30 February reads as 2 March) and
 * knows a year 0 that PostgreSQL has not: a value must pass both, or a query fails on it.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD naming a day of the calendar, in years 0001 to 9999. */
export function isCalendarDate(value: string): boolean {
  const match = DAY.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An ISO 8601 date and time whose date is a calendar date (see `isCalendarDate`) and whose time is a time. */
export const isInstant = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T/.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));

/** A calendar date or an instant. */
export const isDateOrInstant = (value: string): boolean =>
  value.length === 10 ? isCalendarDate(value) : isInstant(value);
