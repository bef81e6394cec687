import { describe, expect, it } from 'vitest';
import { assertWhole, divideCeil, divideHalfUp, multiply, RATE_SCALE, toScaled } from './arithmetic';

describe('toScaled: rates and percentages with up to 4 decimals as exact integers', () => {
  it('scales by 10,000 without binary noise', () => {
    expect(RATE_SCALE).toBe(10_000);
    expect(toScaled(26.5, 'rate')).toBe(265_000);
    expect(toScaled(0.1234, 'rate')).toBe(1_234); // 0.1234 * 10000 = 1234.0000000000002 in binary
    expect(toScaled(15.25, 'levy')).toBe(152_500);
    expect(toScaled(0, 'rate')).toBe(0);
  });

  it('refuses a fifth decimal, negatives and non-numbers', () => {
    expect(() => toScaled(1.23456, 'rate')).toThrow(RangeError);
    expect(() => toScaled(-1, 'rate')).toThrow(/at least 0/);
    expect(() => toScaled(Number.NaN, 'rate')).toThrow(RangeError);
    expect(() => toScaled(Number.POSITIVE_INFINITY, 'rate')).toThrow(RangeError);
  });
});

describe('divideHalfUp: the one rounding rule', () => {
  it('rounds .5 up and below .5 down', () => {
    expect(divideHalfUp(5, 2)).toBe(3); // 2.5 -> 3
    expect(divideHalfUp(7, 2)).toBe(4); // 3.5 -> 4
    expect(divideHalfUp(1005, 10)).toBe(101); // 100.5 -> 101
    expect(divideHalfUp(1004, 10)).toBe(100); // 100.4 -> 100
    expect(divideHalfUp(1, 3)).toBe(0);
    expect(divideHalfUp(2, 3)).toBe(1);
    expect(divideHalfUp(0, 7)).toBe(0);
  });

  it('stays exact at the top of the safe range', () => {
    // 9007199254740991 / 2 = 4503599627370495.5 -> ...496, where float division alone rounds wrongly
    expect(divideHalfUp(Number.MAX_SAFE_INTEGER, 2)).toBe(4_503_599_627_370_496);
    expect(divideHalfUp(Number.MAX_SAFE_INTEGER - 1, 3)).toBe(3_002_399_751_580_330);
  });
});

describe('divideCeil', () => {
  it('rounds any remainder up', () => {
    expect(divideCeil(1_000_000_001, 1_000_000_000)).toBe(2);
    expect(divideCeil(1_000_000_000, 1_000_000_000)).toBe(1);
    expect(divideCeil(0, 1_000_000_000)).toBe(0);
  });
});

describe('guards', () => {
  it('accepts whole non-negative numbers only', () => {
    expect(assertWhole(0, 'x')).toBe(0);
    expect(assertWhole(12, 'x')).toBe(12);
    expect(() => assertWhole(1.5, 'Weight')).toThrow(/Weight must be a whole number/);
    expect(() => assertWhole(-1, 'Weight')).toThrow(RangeError);
  });

  it('refuses a product too large to hold exactly', () => {
    expect(multiply(3, 4, 'x')).toBe(12);
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2, 'Weight charge')).toThrow(/too large/);
  });
});
