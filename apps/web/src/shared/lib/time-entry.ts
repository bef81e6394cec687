/**
 * Times of day typed as 24-hour HH:MM. A native `<input type="time">` shows AM/PM in an en-AU browser while the
 * app lists times in 24-hour form, so time fields are text fields that read the common ways of typing a time.
 */

/** What a time field keeps while typing: digits and one colon, at most five characters. */
export function typedTime(raw: string): string {
  const kept = raw.replace(/[^\d:]/g, '');
  const colon = kept.indexOf(':');
  const single = colon < 0 ? kept : `${kept.slice(0, colon + 1)}${kept.slice(colon + 1).replace(/:/g, '')}`;
  return single.slice(0, 5);
}

/**
 * The typed time as HH:MM when it reads as one ("9" 09:00, "930" 09:30, "1730" 17:30, "7:05" 07:05), otherwise
 * as typed, so validation names the problem. Hours and minutes out of range are left for validation too.
 */
export function normaliseTime(typed: string): string {
  const text = typed.trim();
  const match =
    /^(\d{1,2}):(\d{2})$/.exec(text) ?? /^(\d{1,2})(\d{2})$/.exec(text) ?? /^(\d{1,2})()$/.exec(text);
  if (!match) return text;
  const [, hours = '', minutes = ''] = match;
  return `${hours.padStart(2, '0')}:${minutes || '00'}`;
}
