import { describe, expect, it } from 'vitest';
import type { Lane, RateCard } from './types';
import { findLane, normaliseZone } from './zones';

const lane = (fromZone: string, toZone: string, reciprocal: boolean, basicCents = 750): Lane => ({
  fromZone,
  toZone,
  reciprocal,
  basicCents,
  ratePerKgCents: 26,
  minimumCents: 1100,
  transitBusinessDays: 2,
});

const card: RateCard = {
  effectiveFrom: '2026-01-01',
  lanes: [
    lane('V1', 'S1', true),
    lane('V1', 'W1', false),
    lane('N1', 'Q1', true, 900),
    lane('Q1', 'N1', false, 950),
  ],
};

describe('findLane', () => {
  it('finds a lane written in the direction of travel', () => {
    expect(findLane(card, 'V1', 'S1')).toEqual({ lane: card.lanes[0], reversed: false });
  });

  it('prices the other direction of a reciprocal lane', () => {
    expect(findLane(card, 'S1', 'V1')).toEqual({ lane: card.lanes[0], reversed: true });
  });

  it('does not reverse a lane that is not reciprocal', () => {
    expect(findLane(card, 'V1', 'W1')?.lane).toBe(card.lanes[1]);
    expect(findLane(card, 'W1', 'V1')).toBeNull();
  });

  it('prefers a lane written in the direction of travel over a reciprocal one', () => {
    expect(findLane(card, 'Q1', 'N1')).toEqual({ lane: card.lanes[3], reversed: false });
    expect(findLane(card, 'N1', 'Q1')).toEqual({ lane: card.lanes[2], reversed: false });
  });

  it('gives null for a missing lane, a structured "cannot price", never an exception', () => {
    expect(findLane(card, 'T1', 'V1')).toBeNull();
    expect(findLane({ effectiveFrom: '2026-01-01', lanes: [] }, 'V1', 'V1')).toBeNull();
  });

  it('matches zones whatever their case and spacing', () => {
    expect(normaliseZone(' v1 ')).toBe('V1');
    expect(findLane(card, 's1 ', 'v1')?.lane).toBe(card.lanes[0]);
    expect(
      findLane({ effectiveFrom: '2026-01-01', lanes: [lane(' v2', 'n2 ', false)] }, 'V2', 'N2'),
    ).not.toBeNull();
  });

  it('uses the first of two rows for the same direction', () => {
    const twice: RateCard = {
      effectiveFrom: '2026-01-01',
      lanes: [lane('V1', 'V1', false, 500), lane('V1', 'V1', false, 600)],
    };
    expect(findLane(twice, 'V1', 'V1')?.lane.basicCents).toBe(500);
  });
});
