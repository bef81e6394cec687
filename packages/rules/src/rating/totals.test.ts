import { describe, expect, it } from 'vitest';
import { GST_PERCENT, gstOn, quoteCost } from './totals';

describe('GST 10% of net, half-up to the cent', () => {
  it('rounds .5 cent up', () => {
    expect(GST_PERCENT).toBe(10);
    expect(gstOn(6928)).toBe(693); // 692.8
    expect(gstOn(1005)).toBe(101); // 100.5
    expect(gstOn(1004)).toBe(100); // 100.4
    expect(gstOn(1015)).toBe(102); // 101.5
    expect(gstOn(0)).toBe(0);
  });
});

describe('quoteCost', () => {
  it('sums fees from the breakdown and builds net, tax and total', () => {
    const breakdown = [
      { code: 'fuelLevy' as const, description: 'Fuel levy 15.5%', amountCents: 386 },
      { code: 'overLength' as const, description: 'Over-length', amountCents: 1500 },
    ];
    // fees 386 + 1500 = 1886; net 2492 + 1886 = 4378; tax 437.8 -> 438; total 4816
    expect(quoteCost(2492, breakdown)).toEqual({
      currency: 'AUD',
      freight: 2492,
      fees: 1886,
      net: 4378,
      tax: 438,
      total: 4816,
      chargesBreakdown: breakdown,
    });
  });

  it('has no fees without a breakdown', () => {
    expect(quoteCost(1100, [])).toMatchObject({ fees: 0, net: 1100, tax: 110, total: 1210 });
  });
});
