import { assertSafe, assertWhole, divideCeil } from './arithmetic';
import type { RatingLineItem } from './types';

// Per-item weights are compared in kg x 1e9: mm³ x (kg per m³) is already in that unit (1 m³ = 1e9 mm³),
// and grams x 1e6 is too, so the comparison and the round-up are exact integer arithmetic.
const UNITS_PER_KG = 1e9;
const UNITS_PER_GRAM = 1e6;

function lineUnits(item: RatingLineItem, factor: number): number | bigint {
  const quantity = assertWhole(item.quantity, 'Quantity');
  if (quantity < 1) throw new RangeError(`Quantity must be at least 1, got ${quantity}`);
  const volume =
    assertWhole(item.length, 'Length') *
    assertWhole(item.width, 'Width') *
    assertWhole(item.height, 'Height');
  const cubic = volume * factor;
  const dead = assertWhole(item.weight, 'Weight') * UNITS_PER_GRAM;
  const perItem = Math.max(cubic, dead);
  const line = perItem * quantity;
  if (
    Number.isSafeInteger(volume) &&
    Number.isSafeInteger(cubic) &&
    Number.isSafeInteger(dead) &&
    Number.isSafeInteger(line)
  ) {
    return line;
  }
  // very large or very many items: redo the line in BigInt rather than lose precision
  const big = (n: number): bigint => BigInt(n);
  const bigCubic = big(item.length) * big(item.width) * big(item.height) * big(factor);
  const bigDead = big(item.weight) * big(UNITS_PER_GRAM);
  return (bigCubic > bigDead ? bigCubic : bigDead) * big(quantity);
}

/**
 * Chargeable weight of a line in whole kg: max(dead weight, cubic weight) per item, times quantity,
 * rounded up. Cubic weight = length x width x height in m³ x the conversion factor (kg per m³);
 * an item with a zero dimension has no volume and is charged on dead weight (as is every item when the
 * factor is 0, a dead-weight-only service).
 */
export function lineChargeableKg(item: RatingLineItem, cubicConversionKgPerM3: number): number {
  const factor = assertWhole(cubicConversionKgPerM3, 'Cubic conversion factor');
  const units = lineUnits(item, factor);
  if (typeof units === 'number') return divideCeil(units, UNITS_PER_KG);
  const kg = (units + BigInt(UNITS_PER_KG) - 1n) / BigInt(UNITS_PER_KG);
  return assertSafe(Number(kg), 'Chargeable weight');
}

/** Each line's chargeable kg and their sum, the consignment's chargeable weight. */
export function chargeableWeight(
  items: readonly RatingLineItem[],
  cubicConversionKgPerM3: number,
): { lineKg: number[]; totalKg: number } {
  const lineKg = items.map((item) => lineChargeableKg(item, cubicConversionKgPerM3));
  return { lineKg, totalKg: lineKg.reduce((sum, kg) => sum + kg, 0) };
}
