/** Spec 4.7, 9: site "today" and policy effective dates are Melbourne dates, whatever the browser's or server's zone. */
export const MELBOURNE_TZ = 'Australia/Melbourne';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Melbourne's wall clock through one formatter made once: a time-zone library (or `toLocaleString` with a zone)
 * builds a formatter per call, which is most of the cost of a date on a busy path.
 */
let wallClock: Intl.DateTimeFormat | undefined;
function melbourneParts(instant: Date) {
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MELBOURNE_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClock.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const isoDateOf = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The calendar date ('YYYY-MM-DD') in Melbourne at the given instant. */
export function siteToday(now: Date = new Date()): string {
  const { year, month, day } = melbourneParts(now);
  return isoDateOf(year, month, day);
}

/** Date.UTC for every year: Date.UTC itself reads a year 0 to 99 as 1900 to 1999. */
function utcTime(year: number, monthIndex: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** Melbourne's offset from UTC at an instant, in milliseconds (+11:00 under daylight saving, else +10:00). */
function melbourneOffset(instant: number): number {
  const wall = melbourneParts(new Date(instant));
  const asUtc = utcTime(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The UTC midnight of a real 'YYYY-MM-DD' date; a date that does not exist (2021-02-30) is a RangeError. */
function utcMidnight(date: string): number {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const midnight = new Date(utcTime(year, month - 1, day));
  if (
    !match ||
    midnight.getUTCFullYear() !== year ||
    midnight.getUTCMonth() !== month - 1 ||
    midnight.getUTCDate() !== day
  )
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return midnight.getTime();
}

/** 00:00 of a 'YYYY-MM-DD' date in Melbourne: +11:00 under daylight saving (AEDT), +10:00 otherwise (AEST). */
export function melbourneMidnight(date: string): Date {
  const wall = utcMidnight(date);
  // the offset at the guess is the offset at midnight: Melbourne changes its clocks at 02:00 or 03:00, never
  // within the hour either side of midnight
  const guess = wall - melbourneOffset(wall);
  return new Date(wall - melbourneOffset(guess));
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date, independent of any time zone. */
export function addDays(date: string, days: number): string {
  const moved = new Date(utcMidnight(date) + days * 86_400_000);
  return isoDateOf(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Spec 4.7: a stored default dispatch date expires at the first Melbourne midnight after it was stored. */
export function dispatchDateExpiry(storedAt: Date | string): Date {
  return melbourneMidnight(addDays(siteToday(new Date(storedAt)), 1));
}

export interface StoredDispatchDate {
  value: string;
  /** A Date, or its ISO text as read back from browser storage. */
  expiresAt: Date | string;
}

/** Spec 4.7: the stored dispatch date while it is still valid, otherwise the site's today. */
export function storedDispatchDate(
  stored: StoredDispatchDate | null | undefined,
  now: Date = new Date(),
): string {
  if (stored && now.getTime() < new Date(stored.expiresAt).getTime()) return stored.value;
  return siteToday(now);
}
