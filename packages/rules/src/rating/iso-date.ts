/**
 * Calendar dates as 'YYYY-MM-DD' text and as day numbers (days since 1970-01-01). Rating works on
 * local dates only (dispatch date, holidays, ETA), so no time zone or daylight saving is involved.
 * Plain integer arithmetic (H. Hinnant's civil-date algorithms): Date objects were most of a quote's time.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

// The same few dates (dispatch dates, effective dates, holidays) are parsed for every quote.
const parsed = new Map<string, number>();
const PARSED_LIMIT = 10_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on text that is not a real date. */
export function isoToDayNumber(date: string): number {
  const known = parsed.get(date);
  if (known !== undefined) return known;
  const match = ISO_DATE.exec(date);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const lastDay = month === 2 && isLeap(year) ? 29 : (monthDays[month - 1] ?? 0);
  if (!match || day < 1 || day > lastDay) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const dayNumber = daysFromCivil(year, month, day);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(date, dayNumber);
  return dayNumber;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

export function dayNumberToIso(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOfDayNumber(dayNumber: number): number {
  // 1970-01-01 was a Thursday
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** A date from parts that may overflow (month 13, day 0), as Date.UTC would read them. */
export function isoFromParts(year: number, month: number, day: number): string {
  const carry = Math.floor((month - 1) / 12);
  return dayNumberToIso(daysFromCivil(year + carry, month - 1 - carry * 12 + 1, 1) + day - 1);
}
