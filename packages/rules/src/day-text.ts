/** Month abbreviations as Australian documents and screens write them, the same in every runtime. */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 2025-12-31 as "31 Dec 2025" (Intl's en-AU months differ between runtimes: "June", "Sept"). */
export function dayText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTH_ABBREVIATIONS[(month ?? 1) - 1]} ${year}`;
}

const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 2026-11-30 as "Mon, 30 Nov 2026", the pickup date as the app and the carrier's page say it. */
export function weekdayDayText(iso: string): string {
  const weekday = WEEKDAY_ABBREVIATIONS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
  return weekday ? `${weekday}, ${dayText(iso)}` : iso;
}

let runtimeMonths: Map<string, string> | undefined;

/** The runtime's own en-AU short month names ("Sept", "June") mapped to ours ("Sep", "Jun"). */
function monthsOfRuntime(): Map<string, string> {
  if (runtimeMonths) return runtimeMonths;
  // a month alone and a month in a date can differ ("Jun" and "June"): both are mapped
  const alone = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' });
  const inDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const months = new Map<string, string>();
  MONTH_ABBREVIATIONS.forEach((ours, index) => {
    const day = Date.UTC(2000, index, 15);
    months.set(alone.format(day), ours);
    const name = inDate.formatToParts(day).find((part) => part.type === 'month')?.value;
    if (name) months.set(name, ours);
  });
  runtimeMonths = months;
  return months;
}

/** A runtime's short month name ("Sept") as the documents write it ("Sep"); any other text as it is. */
export const ourMonthName = (name: string): string => monthsOfRuntime().get(name) ?? name;

/**
 * Formats a date with Intl, writing its short month as the documents do ("Sep", never "Sept"), so a screen and
 * the label or e-mail it stands beside say the same day the same way in every browser.
 */
export function formatWithOurMonths(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? ourMonthName(part.value) : part.value))
    .join('');
}
