import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateOrInstant, isInstant } from './calendar';

describe('calendar dates', () => {
  it.each([
    // days of the calendar in years 0001 to 9999
    [isCalendarDate, ['2026-02-28', '2028-02-29', '0001-01-01', '9999-12-31'], true],
    [
      isCalendarDate,
      ['0000-01-01', '2026-02-29', '2026-02-30', '2026-11-31', '2026-13-01', '2026-1-1', ''],
      false,
    ],
    // instants only with a date and a time that are one
    [isInstant, ['2026-03-10T09:05:00+10:30', '2026-03-10T09:05Z'], true],
    [
      isInstant,
      ['2026-02-30T10:00:00+11:00', '0000-01-01T00:00:00Z', '2026-03-10T25:00:00Z', '2026-03-10'],
      false,
    ],
    // either, by its length
    [isDateOrInstant, ['2026-03-10', '2026-03-10T00:00:00Z'], true],
    [isDateOrInstant, ['2026-02-30', 'Mar 10 2026'], false],
  ] as const)('%o says %j are %s', (check, values, expected) => {
    for (const value of values) expect(check(value), value).toBe(expected);
  });
});
