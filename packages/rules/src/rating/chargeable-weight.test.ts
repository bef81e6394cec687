import { describe, expect, it } from 'vitest';
import { chargeableWeight, lineChargeableKg } from './chargeable-weight';
import type { RatingLineItem } from './types';

const item = (
  quantity: number,
  length: number,
  width: number,
  height: number,
  weight: number,
): RatingLineItem => ({
  quantity,
  length,
  width,
  height,
  weight,
});

describe('chargeable weight per line: max(dead, cubic) x quantity, rounded up to whole kg', () => {
  it('charges cubic weight when it exceeds dead weight', () => {
    // 400 x 300 x 300 mm = 0.036 m³ x 250 kg/m³ = 9 kg cubic > 5 kg dead; x 2 = 18 kg
    expect(lineChargeableKg(item(2, 400, 300, 300, 5_000), 250)).toBe(18);
  });

  it('charges dead weight when it exceeds cubic weight', () => {
    // 0.036 m³ x 250 = 9 kg cubic < 12.5 kg dead; x 3 = 37.5 -> 38 kg
    expect(lineChargeableKg(item(3, 400, 300, 300, 12_500), 250)).toBe(38);
  });

  it('rounds the line up, not each item', () => {
    // 1.2 kg dead x 3 = 3.6 kg -> 4 kg (rounding each item first would give 6 kg)
    expect(lineChargeableKg(item(3, 100, 100, 100, 1_200), 250)).toBe(4); // cubic 0.001 x 250 = 0.25 kg
  });

  it('does not round up a weight that is already whole, where floats would say 25.000000000000004', () => {
    // 400 x 500 x 500 mm = 0.1 m³ x 250 = 25 kg exactly; 0.4 * 0.5 * 0.5 * 250 in floats is not 25
    expect(lineChargeableKg(item(1, 400, 500, 500, 1_000), 250)).toBe(25);
    // 10 g over a whole kg still rounds up
    expect(lineChargeableKg(item(1, 0, 0, 0, 25_010), 250)).toBe(26);
  });

  it('charges zero-volume items on dead weight only', () => {
    // an envelope with no height: cubic 0, dead 0.3 kg -> 1 kg
    expect(lineChargeableKg(item(1, 300, 200, 0, 300), 250)).toBe(1);
    expect(lineChargeableKg(item(1, 0, 0, 0, 0), 250)).toBe(0);
  });

  it('uses the conversion factor given (333 express, 0 dead-weight only)', () => {
    // 0.036 m³ x 333 = 11.988 kg cubic > 5 kg -> 11.988 x 2 = 23.976 -> 24 kg
    expect(lineChargeableKg(item(2, 400, 300, 300, 5_000), 333)).toBe(24);
    expect(lineChargeableKg(item(2, 400, 300, 300, 5_000), 0)).toBe(10);
  });

  it('stays exact for huge lines', () => {
    // 12 m x 2.5 m x 2.5 m = 75 m³ x 250 = 18,750 kg per item x 100,000 items, past 2^53 in kg x 1e9
    expect(lineChargeableKg(item(100_000, 12_000, 2_500, 2_500, 1_000), 250)).toBe(1_875_000_000);
  });

  it('refuses malformed items', () => {
    expect(() => lineChargeableKg(item(0, 1, 1, 1, 1), 250)).toThrow(/Quantity must be at least 1/);
    expect(() => lineChargeableKg(item(1, 10.5, 1, 1, 1), 250)).toThrow(/Length/);
    expect(() => lineChargeableKg(item(1, 1, 1, 1, -5), 250)).toThrow(/Weight/);
    expect(() => lineChargeableKg(item(1, 1, 1, 1, 1), 250.5)).toThrow(/Cubic conversion factor/);
  });
});

describe('chargeableWeight of a consignment', () => {
  it('sums the rounded lines', () => {
    // 18 kg + 49 kg (1300 x 1000 x 150 mm = 0.195 m³ x 250 = 48.75 -> 49 > 33 kg dead)
    expect(
      chargeableWeight([item(2, 400, 300, 300, 5_000), item(1, 1_300, 1_000, 150, 33_000)], 250),
    ).toEqual({
      lineKg: [18, 49],
      totalKg: 67,
    });
    expect(chargeableWeight([], 250)).toEqual({ lineKg: [], totalKg: 0 });
  });
});
