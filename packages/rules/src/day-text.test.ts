import { describe, expect, it } from 'vitest';
import { dayText, weekdayDayText } from './day-text';

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
});
