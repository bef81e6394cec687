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
  add(
    null,
    problem(() => isoToDayNumber(card.effectiveFrom)),
  );
  if (card.cubicConversionKgPerM3 !== undefined) {
    add(
      null,
      problem(() => assertWhole(card.cubicConversionKgPerM3 ?? 0, 'Cubic conversion factor')),
    );
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
    add(
      index,
      problem(() => assertWhole(lane.basicCents, 'Basic charge')),
    );
    add(
      index,
      problem(() => assertWhole(lane.minimumCents, 'Minimum charge')),
    );
    add(
      index,
      problem(() => toScaled(lane.ratePerKgCents, 'Rate per kg')),
    );
    add(
      index,
      problem(() => assertWhole(lane.transitBusinessDays, 'Transit business days')),
    );
    if (lane.cubicConversionKgPerM3 !== undefined) {
      add(
        index,
        problem(() => assertWhole(lane.cubicConversionKgPerM3 ?? 0, 'Cubic conversion factor')),
      );
    }
    let previous = -1;
    for (const weightBreak of lane.weightBreaks ?? []) {
      add(
        index,
        problem(() => assertWhole(weightBreak.fromKg, 'Weight break')),
      );
      add(
        index,
        problem(() => toScaled(weightBreak.ratePerKgCents, 'Weight break rate')),
      );
      if (weightBreak.fromKg <= previous)
        add(index, `Weight breaks must ascend: ${weightBreak.fromKg} after ${previous}`);
      previous = weightBreak.fromKg;
    }
  });
  return issues;
}
