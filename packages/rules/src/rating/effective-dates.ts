import { isoToDayNumber } from './iso-date';

/**
 * The row in effect on a date: the one with the latest `effectiveFrom` on or before it (a version
 * takes effect from the start of its date). Among rows with the same date the first listed wins.
 * Returns null when every row starts later.
 */
export function effectiveOn<T extends { effectiveFrom: string }>(rows: readonly T[], date: string): T | null {
  isoToDayNumber(date);
  let best: T | null = null;
  for (const row of rows) {
    isoToDayNumber(row.effectiveFrom);
    // ISO dates compare correctly as text
    if (row.effectiveFrom <= date && (best === null || row.effectiveFrom > best.effectiveFrom)) best = row;
  }
  return best;
}
