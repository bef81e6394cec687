import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 4.7, 9: site "today" and policy effective dates are Melbourne dates, whatever the browser's or server's zone. */
export const MELBOURNE_TZ = 'Australia/Melbourne';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date ('YYYY-MM-DD') in Melbourne at the given instant. */
export function siteToday(now: Date = new Date()): string {
  return dayjs(now).tz(MELBOURNE_TZ).format('YYYY-MM-DD');
}

/** 00:00 of a 'YYYY-MM-DD' date in Melbourne: +11:00 under daylight saving (AEDT), +10:00 otherwise (AEST). */
export function melbourneMidnight(date: string): Date {
  const parsed = ISO_DATE.test(date) ? dayjs.utc(date) : undefined;
  // dayjs rolls 2021-02-30 over to March; a date that does not round-trip is not a real date
  if (!parsed?.isValid() || parsed.format('YYYY-MM-DD') !== date) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  return dayjs.tz(date, MELBOURNE_TZ).toDate();
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date, independent of any time zone. */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
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
