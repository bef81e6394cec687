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
