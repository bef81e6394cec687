import { isInstant } from '@freight/contracts';
/** Spec (document 2, 5): the message of a time range string that cannot be read. */
export const INVALID_TIME_RANGE = 'Invalid timeRange input string';

/** A time range: an instant and a length, e.g. a delivery or pickup window. */
export interface TimeRange {
  /** ISO 8601 with the local offset, e.g. 2026-03-11T09:00:00+10:30. */
  start: string;
  /** Whole minutes; may be negative when read from a string (see isValidTimeRange). */
  durationMinutes: number;
}

const START = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DURATION = /^(-)?P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** ISO 8601 duration of whole minutes: PT3H, PT1H30M, P1DT2H, PT0M. */
export function formatIsoDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  let rest = Math.abs(Math.round(minutes));
  const days = Math.floor(rest / 1440);
  rest -= days * 1440;
  const hours = Math.floor(rest / 60);
  const mins = rest - hours * 60;
  const time = `${hours ? `${hours}H` : ''}${mins || (!days && !hours) ? `${mins}M` : ''}`;
  return `${sign}P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** Spec 5 (M36): an ISO 'start/duration' string; anything else throws INVALID_TIME_RANGE. */
export function parseTimeRange(text: string): TimeRange {
  const [start, duration, extra] = text.trim().split('/');
  const match = duration === undefined ? null : DURATION.exec(duration);
  if (extra !== undefined || start === undefined || !START.test(start) || !isInstant(start) || !match)
    throw new Error(INVALID_TIME_RANGE);
  const [, negative, days, hours, minutes] = match;
  if (days === undefined && hours === undefined && minutes === undefined) throw new Error(INVALID_TIME_RANGE);
  const total = Number(days ?? 0) * 1440 + Number(hours ?? 0) * 60 + Number(minutes ?? 0);
  return { start, durationMinutes: negative ? -total : total };
}

export const formatTimeRange = (range: TimeRange): string =>
  `${range.start}/${formatIsoDuration(range.durationMinutes)}`;

/** Spec 5 (M37): a time range is valid when its duration is not negative. */
export const isValidTimeRange = (range: TimeRange): boolean => range.durationMinutes >= 0;

/**
 * Formatters by time zone, made once: building an Intl.DateTimeFormat costs far more than formatting with one,
 * and a pickup's service evaluation reads several instants per service. Only names a formatter accepts are kept
 * (an unknown one throws first); as those include any spelling in any case, a full map starts again.
 */
const FORMAT_CACHE_MAX = 100;
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function formatFor(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    if (cache.size >= FORMAT_CACHE_MAX) cache.clear();
    cache.set(timeZone, format);
  }
  return format;
}

/** The UTC offset of a time zone at a moment, as +HH:MM. */
export function utcOffset(timeZone: string, at: Date): string {
  const name =
    formatFor(
      offsetFormats,
      timeZone,
      () => new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'longOffset' }),
    )
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return '+00:00';
  return `${match[1]}${(match[2] ?? '0').padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** The offset a local date and time has in a time zone (checked twice around a daylight saving change). */
function localOffset(date: string, time: string, timeZone: string): string {
  const guess = utcOffset(timeZone, new Date(`${date}T${time}:00Z`));
  return utcOffset(timeZone, new Date(`${date}T${time}:00${guess}`));
}

/** The instant a local date and time of day (HH:MM) is in a time zone, daylight saving included. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return new Date(`${date}T${time}:00${localOffset(date, time, timeZone)}`);
}

/** The local date (YYYY-MM-DD) and time of day (HH:MM) of an instant in a time zone. */
export function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = formatFor(
    partsFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Whether a time zone name is one the runtime knows (e.g. Australia/Sydney). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
    return timeZone.includes('/') || timeZone === 'UTC';
  } catch {
    return false;
  }
}

/**
 * Spec 3: a delivery time slot's window, the first day's start time to end time in the receiver's time zone,
 * as an ISO start/duration string (2026-03-11T09:00:00+10:30/PT3H).
 */
export function deliveryWindow(slot: {
  startDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}): string {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = `${slot.startDate}T${slot.startTime}:00${localOffset(slot.startDate, slot.startTime, slot.timeZone)}`;
  return formatTimeRange({ start, durationMinutes: toMinutes(slot.endTime) - toMinutes(slot.startTime) });
}
