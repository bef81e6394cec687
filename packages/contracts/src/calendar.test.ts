import { describe, expect, it } from 'vitest';
import { isCalendarDate, isDateOrInstant, isInstant } from './calendar';

describe('calendar dates', () => {
  it('are days of the calendar in years 0001 to 9999', () => {
    for (const day of ['2026-02-28', '2028-02-29', '0001-01-01', '9999-12-31'])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [
      '0000-01-01',
      '2026-02-29',
      '2026-02-30',
      '2026-11-31',
      '2026-13-01',
      '2026-1-1',
      '20260101',
      '',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });

  it('make instants only with a time that is one', () => {
    expect(isInstant('2026-03-10T09:05:00+10:30')).toBe(true);
    expect(isInstant('2026-03-10T09:05Z')).toBe(true);
    for (const value of [
      '2026-02-30T10:00:00+11:00',
      '0000-01-01T00:00:00Z',
      '2026-03-10T25:00:00Z',
      '2026-03-10',
    ])
      expect(isInstant(value), value).toBe(false);
  });

  it('or either, by its length', () => {
    expect(isDateOrInstant('2026-03-10')).toBe(true);
    expect(isDateOrInstant('2026-03-10T00:00:00Z')).toBe(true);
    expect(isDateOrInstant('2026-02-30')).toBe(false);
    expect(isDateOrInstant('Mar 10 2026')).toBe(false);
  });
});
