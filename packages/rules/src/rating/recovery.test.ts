import { describe, expect, it } from 'vitest';
import { freightRecoveryAmount } from './recovery';

describe('freightRecoveryAmount from the quote total (cents)', () => {
  it('is null when not recovering', () => {
    expect(freightRecoveryAmount(7621, { type: 'none' })).toBeNull();
    expect(freightRecoveryAmount(7621, { type: 'none', value: 500 })).toBeNull();
    expect(freightRecoveryAmount(7621, null)).toBeNull();
    expect(freightRecoveryAmount(7621, undefined)).toBeNull();
  });

  it('fixed amount is the value itself', () => {
    expect(freightRecoveryAmount(7621, { type: 'fixedAmount', value: 5000 })).toBe(5000);
  });

  it('markup amount adds the value to the total', () => {
    expect(freightRecoveryAmount(7621, { type: 'markupAmount', value: 500 })).toBe(8121);
  });

  it('markup percentage multiplies the total by 1 + value/100, half-up once', () => {
    // 7621 x 1.10 = 8383.1 -> 8383
    expect(freightRecoveryAmount(7621, { type: 'markupPercentage', value: 10 })).toBe(8383);
    // 1001 x 1.5 = 1501.5 -> 1502
    expect(freightRecoveryAmount(1001, { type: 'markupPercentage', value: 50 })).toBe(1502);
    // 1001 x 1.125 = 1126.125 -> 1126
    expect(freightRecoveryAmount(1001, { type: 'markupPercentage', value: 12.5 })).toBe(1126);
    expect(freightRecoveryAmount(1001, { type: 'markupPercentage', value: 0 })).toBe(1001);
  });

  it('refuses negative or fractional values', () => {
    expect(() => freightRecoveryAmount(1000, { type: 'fixedAmount', value: -1 })).toThrow(RangeError);
    expect(() => freightRecoveryAmount(1000, { type: 'markupAmount', value: 1.5 })).toThrow(RangeError);
    expect(() => freightRecoveryAmount(1000, { type: 'markupPercentage', value: -5 })).toThrow(RangeError);
  });
});
