import { describe, expect, it } from 'vitest';
import { rankQuotes, type Rankable } from './ranking';

const quote = (
  serviceId: string,
  totalCents: number | null,
  eta: string | null,
  selectable = true,
): Rankable => ({
  serviceId,
  selectable,
  totalCents,
  eta,
});

const order = (quotes: Rankable[]) =>
  rankQuotes(quotes).map((q) => `${q.rank}:${q.serviceId}${q.recommended ? '*' : ''}`);

describe('rankQuotes', () => {
  it('ranks by total ascending and recommends the cheapest', () => {
    expect(
      order([quote('a', 3000, '2026-03-10'), quote('b', 2000, '2026-03-12'), quote('c', 2500, '2026-03-09')]),
    ).toEqual(['1:b*', '2:c', '3:a']);
  });

  it('breaks a tie in total by the earlier ETA, then by service id', () => {
    expect(
      order([quote('a', 2000, '2026-03-12'), quote('b', 2000, '2026-03-10'), quote('c', 2000, '2026-03-10')]),
    ).toEqual(['1:b*', '2:c', '3:a']);
  });

  it('ranks unselectable quotes after the selectable ones, even when cheaper', () => {
    const quotes = [
      quote('cheap-but-policy', 1000, '2026-03-09', false),
      quote('unpriced', null, null, false),
      quote('ok', 4000, '2026-03-11'),
      quote('ok2', 3000, '2026-03-12'),
    ];
    expect(order(quotes)).toEqual(['1:ok2*', '2:ok', '3:cheap-but-policy', '4:unpriced']);
  });

  it('recommends nothing when nothing is selectable', () => {
    expect(order([quote('a', 1000, '2026-03-09', false), quote('b', null, null, false)])).toEqual([
      '1:a',
      '2:b',
    ]);
    expect(rankQuotes([])).toEqual([]);
  });

  it('keeps the other fields and leaves the input alone', () => {
    const input = [
      { ...quote('a', 2, '2026-03-09'), extra: 'x' },
      { ...quote('b', 1, '2026-03-09'), extra: 'y' },
    ];
    const ranked = rankQuotes(input);
    expect(ranked[0]).toEqual({ ...input[1], rank: 1, recommended: true });
    expect(input.map((q) => q.serviceId)).toEqual(['a', 'b']);
  });

  it('is deterministic whatever the input order', () => {
    const quotes = [
      quote('a', 2000, '2026-03-10'),
      quote('b', 2000, '2026-03-10'),
      quote('c', null, null, false),
    ];
    expect(order([...quotes].reverse())).toEqual(order(quotes));
  });
});
