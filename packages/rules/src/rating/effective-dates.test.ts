import { describe, expect, it } from 'vitest';
import { effectiveOn } from './effective-dates';

const levies = [
  { effectiveFrom: '2026-01-01', percent: 14 },
  { effectiveFrom: '2026-03-02', percent: 15.5 },
  { effectiveFrom: '2026-02-01', percent: 14.8 },
];

describe('effectiveOn: the version in effect on a date', () => {
  it('takes the latest start on or before the date, whatever the row order', () => {
    expect(effectiveOn(levies, '2026-02-15')?.percent).toBe(14.8);
    expect(effectiveOn(levies, '2026-12-31')?.percent).toBe(15.5);
  });

  it('switches on the change date itself: the new levy applies from the start of its day', () => {
    expect(effectiveOn(levies, '2026-03-01')?.percent).toBe(14.8);
    expect(effectiveOn(levies, '2026-03-02')?.percent).toBe(15.5);
  });

  it('gives null before the first version and for no rows', () => {
    expect(effectiveOn(levies, '2025-12-31')).toBeNull();
    expect(effectiveOn([], '2026-01-01')).toBeNull();
  });

  it('keeps the first of two rows with the same start', () => {
    const same = [
      { effectiveFrom: '2026-01-01', percent: 10 },
      { effectiveFrom: '2026-01-01', percent: 11 },
    ];
    expect(effectiveOn(same, '2026-06-01')?.percent).toBe(10);
  });

  it('rejects malformed dates', () => {
    expect(() => effectiveOn(levies, '2026/03/02')).toThrow(RangeError);
    expect(() => effectiveOn([{ effectiveFrom: 'soon' }], '2026-03-02')).toThrow(RangeError);
  });
});
