import { assertWhole, toScaled } from './arithmetic';
import { isoToDayNumber } from './iso-date';
import type { RateCard } from './types';
import { normaliseZone } from './zones';

export interface RateCardIssue {
  /** Index of the lane in `lanes`; null for the card itself. */
  lane: number | null;
  message: string;
}

const problem = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof RangeError ? error.message : String(error);
  }
};

/**
 * Everything wrong with a rate card, for the CSV import to report before saving: bad dates and numbers,
 * empty zones, weight breaks not strictly ascending, and a lane listed twice in the same direction
 * (rating would silently use the first). An empty list means the engine will accept the card.
 */
export function validateRateCard(card: RateCard): RateCardIssue[] {
  const issues: RateCardIssue[] = [];
  const add = (lane: number | null, message: string | null): void => {
    if (message) issues.push({ lane, message });
  };
  /** Runs a check that throws on a bad value, and records its message against the lane. */
  const check = (lane: number | null, run: () => unknown): void => add(lane, problem(run));
  check(null, () => isoToDayNumber(card.effectiveFrom));
  if (card.cubicConversionKgPerM3 !== undefined) {
    check(null, () => assertWhole(card.cubicConversionKgPerM3 ?? 0, 'Cubic conversion factor'));
  }
  const seen = new Map<string, number>();
  card.lanes.forEach((lane, index) => {
    const from = normaliseZone(lane.fromZone);
    const to = normaliseZone(lane.toZone);
    if (!from || !to) add(index, 'From zone and to zone are required');
    const key = `${from} -> ${to}`;
    const first = seen.get(key);
    if (first !== undefined) add(index, `Lane ${key} repeats lane ${first}`);
    else seen.set(key, index);
    check(index, () => assertWhole(lane.basicCents, 'Basic charge'));
    check(index, () => assertWhole(lane.minimumCents, 'Minimum charge'));
    check(index, () => toScaled(lane.ratePerKgCents, 'Rate per kg'));
    check(index, () => assertWhole(lane.transitBusinessDays, 'Transit business days'));
    if (lane.cubicConversionKgPerM3 !== undefined) {
      check(index, () => assertWhole(lane.cubicConversionKgPerM3 ?? 0, 'Cubic conversion factor'));
    }
    let previous = -1;
    for (const weightBreak of lane.weightBreaks ?? []) {
      check(index, () => assertWhole(weightBreak.fromKg, 'Weight break'));
      check(index, () => toScaled(weightBreak.ratePerKgCents, 'Weight break rate'));
      if (weightBreak.fromKg <= previous)
        add(index, `Weight breaks must ascend: ${weightBreak.fromKg} after ${previous}`);
      previous = weightBreak.fromKg;
    }
  });
  return issues;
}
