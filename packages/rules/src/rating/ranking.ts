/** What ranking needs of a quote; total and ETA are null when the service could not price. */
export interface Rankable {
  serviceId: string;
  selectable: boolean;
  totalCents: number | null;
  eta: string | null;
}

export type Ranked<T extends Rankable> = T & { rank: number; recommended: boolean };

// Unpriced quotes (null) sort after priced ones.
const compareNullable = <V extends number | string>(a: V | null, b: V | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * Ranks a quote set 1..n: selectable quotes first, then unselectable ones; within each, by total
 * ascending, then earlier ETA, then service id so equal quotes always rank the same way.
 * `recommended` marks the first selectable quote: the cheapest, the earlier ETA breaking a tie.
 * Returns new objects in rank order.
 */
export function rankQuotes<T extends Rankable>(quotes: readonly T[]): Ranked<T>[] {
  const sorted = [...quotes].sort(
    (a, b) =>
      Number(b.selectable) - Number(a.selectable) ||
      compareNullable(a.totalCents, b.totalCents) ||
      compareNullable(a.eta, b.eta) ||
      (a.serviceId < b.serviceId ? -1 : a.serviceId > b.serviceId ? 1 : 0),
  );
  return sorted.map((quote, index) => ({
    ...quote,
    rank: index + 1,
    recommended: index === 0 && quote.selectable && quote.totalCents !== null,
  }));
}
