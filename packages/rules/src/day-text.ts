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
