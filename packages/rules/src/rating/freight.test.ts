import { describe, expect, it } from 'vitest';
import { freightCharge, ratePerKgFor } from './freight';
import type { Lane } from './types';
import { melbourneAdelaideLane } from './lane.fixture';

// Melbourne to Adelaide road, as DESIGN 5 scales it: $7.50 basic + 26 c/kg, $11 minimum
const lane = melbourneAdelaideLane({
  weightBreaks: [
    { fromKg: 500, ratePerKgCents: 20 },
    { fromKg: 100, ratePerKgCents: 24 },
    { fromKg: 1000, ratePerKgCents: 17.5 },
  ],
});

describe('freight = basic + chargeable kg x rate, raised to the minimum', () => {
  it('adds the weight charge to the basic charge', () => {
    // 750 + 67 kg x 26 c = 750 + 1742 = 2492
    expect(freightCharge(lane, 67)).toEqual({
      basicCents: 750,
      ratePerKgCents: 26,
      weightChargeCents: 1742,
      minimumCents: 1100,
      minimumApplied: false,
      freightCents: 2492,
    });
  });

  it('charges the minimum when it wins', () => {
    // 750 + 10 kg x 26 c = 1010 < 1100 minimum
    expect(freightCharge(lane, 10)).toMatchObject({
      weightChargeCents: 260,
      minimumApplied: true,
      freightCents: 1100,
    });
    // 750 + 0 kg = 750 < 1100
    expect(freightCharge(lane, 0).freightCents).toBe(1100);
  });

  it('does not apply a minimum that is merely equal', () => {
    const tie: Lane = { ...lane, weightBreaks: [], ratePerKgCents: 25 };
    // 750 + 14 kg x 25 c = 750 + 350 = 1100 = minimum
    expect(freightCharge(tie, 14)).toMatchObject({ minimumApplied: false, freightCents: 1100 });
  });

  it('rounds the weight charge half-up at .5 cent, once', () => {
    const fractional: Lane = { ...lane, weightBreaks: [], ratePerKgCents: 26.5 };
    // 3 kg x 26.5 c = 79.5 c -> 80 c; freight 750 + 80 = 830 -> minimum 1100
    expect(freightCharge(fractional, 3)).toMatchObject({ weightChargeCents: 80, freightCents: 1100 });
    // 41 kg x 26.5 c = 1086.5 c -> 1087 c; freight 750 + 1087 = 1837
    expect(freightCharge(fractional, 41)).toMatchObject({ weightChargeCents: 1087, freightCents: 1837 });
    // 3 kg x 26.4 c = 79.2 c -> 79 c
    expect(freightCharge({ ...fractional, ratePerKgCents: 26.4 }, 3).weightChargeCents).toBe(79);
  });
});

describe('weight breaks: the break reached prices every kilogram', () => {
  it('changes rate exactly at each break, whatever the order listed', () => {
    expect(ratePerKgFor(lane, 99)).toBe(26);
    expect(ratePerKgFor(lane, 100)).toBe(24);
    expect(ratePerKgFor(lane, 499)).toBe(24);
    expect(ratePerKgFor(lane, 500)).toBe(20);
    expect(ratePerKgFor(lane, 999)).toBe(20);
    expect(ratePerKgFor(lane, 1000)).toBe(17.5);
    expect(ratePerKgFor({ ...lane, weightBreaks: undefined }, 5000)).toBe(26);
  });

  it('charges the whole weight at the break rate', () => {
    // 99 kg x 26 = 2574 + 750 = 3324; 100 kg x 24 = 2400 + 750 = 3150
    expect(freightCharge(lane, 99).freightCents).toBe(3324);
    expect(freightCharge(lane, 100).freightCents).toBe(3150);
    // 1001 kg x 17.5 = 17517.5 -> 17518 + 750 = 18268
    expect(freightCharge(lane, 1001)).toMatchObject({
      ratePerKgCents: 17.5,
      weightChargeCents: 17518,
      freightCents: 18268,
    });
  });

  it('refuses malformed lanes', () => {
    expect(() => freightCharge({ ...lane, basicCents: 7.5 }, 1)).toThrow(/Basic charge/);
    expect(() => freightCharge({ ...lane, ratePerKgCents: 26.12345 }, 1)).toThrow(/Rate per kg/);
    expect(() => freightCharge(lane, 1.5)).toThrow(/Chargeable weight/);
  });
});
