import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  lastWeekdayOfMonth,
  MONDAY,
  nthWeekdayOfMonth,
  TUESDAY,
  weekdayOnOrAfter,
} from './calendar';

describe('calendar rules', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2008)).toBe('2008-03-23'); // early
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
    expect(easterSunday(2038)).toBe('2038-04-25'); // latest possible
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(nthWeekdayOfMonth(2026, 6, MONDAY, 2)).toBe('2026-06-08'); // June starts on a Monday
    expect(nthWeekdayOfMonth(2026, 11, TUESDAY, 1)).toBe('2026-11-03');
    expect(nthWeekdayOfMonth(2028, 3, MONDAY, 2)).toBe('2028-03-13');
    expect(lastWeekdayOfMonth(2026, 9, MONDAY)).toBe('2026-09-28');
    expect(lastWeekdayOfMonth(2025, 9, MONDAY)).toBe('2025-09-29');
    expect(lastWeekdayOfMonth(2026, 8, MONDAY)).toBe('2026-08-31'); // the last day itself
  });

  it('finds the weekday on or after a day', () => {
    expect(weekdayOnOrAfter(2028, 5, 27, MONDAY)).toBe('2028-05-29');
    expect(weekdayOnOrAfter(2024, 5, 27, MONDAY)).toBe('2024-05-27'); // already a Monday
  });
});
