import { describe, expect, it } from 'vitest';
import { maskPrice } from './masking';

describe('maskPrice', () => {
  it('withholds the amounts and keeps the rank', () => {
    const cost = {
      currency: 'AUD' as const,
      freight: 1,
      fees: 0,
      net: 1,
      tax: 0,
      total: 1,
      chargesBreakdown: [],
    };
    expect(maskPrice({ cost, rank: 2, isMasked: false, freightRecoveryAmount: 500 })).toEqual({
      cost: null,
      rank: 2,
      isMasked: true,
      freightRecoveryAmount: null,
    });
  });
});
