import { MONTH_ABBREVIATIONS } from '../day-text';

/**
 * A tracking event's time as its receiver reads it: in the receiver's time zone, with the zone's abbreviation,
 * e.g. "Tue 10 Mar 2026, 9:05 am ACDT". An unknown zone falls back to Melbourne's, where the provider is.
 */

export function formatEventTime(instant: string | Date, timeZone: string | null | undefined): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const options = (zone: string): Intl.DateTimeFormatOptions => ({
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-AU', options(timeZone || 'Australia/Melbourne'));
  } catch {
    format = new Intl.DateTimeFormat('en-AU', options('Australia/Melbourne'));
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const month = MONTH_ABBREVIATIONS[Number(part('month')) - 1] ?? '';
  return `${part('weekday')} ${Number(part('day'))} ${month} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}
