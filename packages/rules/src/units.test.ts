import { describe, expect, it } from 'vitest';
import { cmToMm, formatDuration, gToKg, kgToG, m3ToMm3, mm3ToM3, mmToCm, roundTo, roundWhole } from './units';

describe('units (document 2, 9)', () => {
  it('converts lengths by a factor of 10 (X12), whole millimetres on the way out', () => {
    expect(mmToCm(1234)).toBe(123.4);
    expect(cmToMm(123.4)).toBe(1234);
    expect(cmToMm(12.35)).toBe(124);
  });

  it('converts weights by 1000 (X11), whole grams on the way out', () => {
    expect(gToKg(2500)).toBe(2.5);
    expect(kgToG(2.5)).toBe(2500);
    expect(kgToG(1.0005)).toBe(1001);
  });

  it('converts volumes by 1e9 (X10)', () => {
    expect(mm3ToM3(1_000_000_000)).toBe(1);
    expect(mm3ToM3(400 * 300 * 200)).toBe(0.024);
    expect(m3ToMm3(0.024)).toBe(24_000_000);
  });

  it('rounds to whole numbers without binary noise or -0', () => {
    expect(roundWhole(2.5)).toBe(3);
    expect(roundWhole(1.0005 * 1000)).toBe(1001);
    expect(Object.is(roundWhole(-0.4), 0)).toBe(true);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.0241234, 3)).toBe(0.024);
  });
});

describe('formatDuration (X13)', () => {
  it('shows weeks, days, hours and minutes', () => {
    expect(formatDuration(7 * 1440 + 2 * 1440 + 3 * 60 + 4)).toBe('1 week 2 days 3 hours 4 minutes');
    expect(formatDuration(2 * 7 * 1440 + 1440 + 60 + 1)).toBe('2 weeks 1 day 1 hour 1 minute');
  });

  it('leaves out empty units', () => {
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(120)).toBe('2 hours');
    expect(formatDuration(1440 + 5)).toBe('1 day 5 minutes');
    expect(formatDuration(1)).toBe('1 minute');
  });

  it('shows zero as minutes and rounds fractions', () => {
    expect(formatDuration(0)).toBe('0 minutes');
    expect(formatDuration(59.6)).toBe('1 hour');
    expect(formatDuration(-30)).toBe('-30 minutes');
  });
});
