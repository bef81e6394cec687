import { describe, expect, it } from 'vitest';
import { dayNumberToIso, isoFromParts, isoToDayNumber, weekdayOfDayNumber } from './iso-date';

describe('ISO calendar dates', () => {
  it('round-trips dates and knows weekdays', () => {
    expect(isoToDayNumber('1970-01-01')).toBe(0);
    expect(dayNumberToIso(isoToDayNumber('2028-02-29'))).toBe('2028-02-29');
    expect(weekdayOfDayNumber(isoToDayNumber('2026-11-03'))).toBe(2); // Melbourne Cup, a Tuesday
    expect(weekdayOfDayNumber(isoToDayNumber('2027-12-25'))).toBe(6); // a Saturday
    expect(weekdayOfDayNumber(isoToDayNumber('1969-12-28'))).toBe(0); // before the epoch: a Sunday
  });

  it('rejects text that is not a real date', () => {
    expect(() => isoToDayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => isoToDayNumber('2027-02-29')).toThrow(RangeError);
    expect(() => isoToDayNumber('2026-3-1')).toThrow(RangeError);
    expect(() => isoToDayNumber('')).toThrow(RangeError);
  });

  it('normalises overflowing parts', () => {
    expect(isoFromParts(2026, 13, 0)).toBe('2026-12-31');
    expect(isoFromParts(2026, 3, 0)).toBe('2026-02-28');
  });
});

describe('day numbers agree with the platform calendar', () => {
  it('matches Date for every day from 1999 to 2031', () => {
    const start = Date.UTC(1999, 0, 1) / 86_400_000;
    const end = Date.UTC(2032, 0, 1) / 86_400_000;
    for (let day = start; day < end; day += 1) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(dayNumberToIso(day)).toBe(iso);
      expect(isoToDayNumber(iso)).toBe(day);
    }
  });
});
