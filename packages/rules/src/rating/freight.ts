import { assertWhole, divideHalfUp, multiply, RATE_SCALE, toScaled } from './arithmetic';
import type { FreightCharge, Lane } from './types';

/**
 * The per-kg rate for a consignment's chargeable weight. Weight breaks are "all units": the break with
 * the highest `fromKg` not above the weight prices every kilogram (a 500 kg break at 20 c/kg charges
 * 500 kg x 20 c, not 499 kg at the lower breaks' rates). Below the first break the lane's rate applies.
 */
export function ratePerKgFor(lane: Lane, chargeableKg: number): number {
  let rate = lane.ratePerKgCents;
  let from = -1;
  for (const weightBreak of lane.weightBreaks ?? []) {
    const breakFrom = assertWhole(weightBreak.fromKg, 'Weight break');
    if (breakFrom <= chargeableKg && breakFrom > from) {
      from = breakFrom;
      rate = weightBreak.ratePerKgCents;
    }
  }
  return rate;
}

/** Freight = basic charge + weight charge, raised to the lane's minimum charge. */
export function freightCharge(lane: Lane, chargeableKg: number): FreightCharge {
  const basicCents = assertWhole(lane.basicCents, 'Basic charge');
  const minimumCents = assertWhole(lane.minimumCents, 'Minimum charge');
  const ratePerKgCents = ratePerKgFor(lane, assertWhole(chargeableKg, 'Chargeable weight'));
  const weightChargeCents = divideHalfUp(
    multiply(chargeableKg, toScaled(ratePerKgCents, 'Rate per kg'), 'Weight charge'),
    RATE_SCALE,
  );
  const charged = basicCents + weightChargeCents;
  const minimumApplied = minimumCents > charged;
  return {
    basicCents,
    ratePerKgCents,
    weightChargeCents,
    minimumCents,
    minimumApplied,
    freightCents: minimumApplied ? minimumCents : charged,
  };
}
