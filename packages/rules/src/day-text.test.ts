import { describe, expect, it } from 'vitest';
import { dayText, formatWithOurMonths, weekdayDayText } from './day-text';

describe('a day as people read it', () => {
  it('names the day, month and year, with the months Australian documents use', () => {
    expect(dayText('2026-09-03')).toBe('3 Sep 2026');
  });

  it('puts the weekday before it, as the app shows a pickup date', () => {
    expect(weekdayDayText('2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(weekdayDayText('2026-03-08')).toBe('Sun, 8 Mar 2026');
  });

  it('leaves what is not a day as it is', () => {
    expect(weekdayDayText('soon')).toBe('soon');
  });

  it('writes an Intl format’s month as the documents do, whatever the runtime calls it', () => {
    const format = new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(formatWithOurMonths(format, new Date(Date.UTC(2026, 8, 10)))).toBe('10 Sep 2026');
    expect(formatWithOurMonths(format, new Date(Date.UTC(2026, 5, 1)))).toBe('1 Jun 2026');
    expect(formatWithOurMonths(format, new Date(Date.UTC(2026, 6, 1)))).toBe('1 Jul 2026');
    expect(formatWithOurMonths(format, new Date(Date.UTC(2026, 10, 29)))).toBe('29 Nov 2026');
  });
});
