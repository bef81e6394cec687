import { describe, expect, it } from 'vitest';
import type { Lane, RateCard } from './types';
import { validateRateCard } from './validate-rate-card';
import { melbourneAdelaideLane } from './lane.fixture';

const lane = (over: Partial<Lane> = {}) =>
  melbourneAdelaideLane({
    ratePerKgCents: 26.5,
    weightBreaks: [
      { fromKg: 100, ratePerKgCents: 24 },
      { fromKg: 500, ratePerKgCents: 20 },
    ],
    ...over,
  });

describe('validateRateCard', () => {
  it('accepts a well-formed card', () => {
    const card: RateCard = {
      effectiveFrom: '2026-03-01',
      cubicConversionKgPerM3: 250,
      lanes: [lane(), lane({ toZone: 'N1' })],
    };
    expect(validateRateCard(card)).toEqual([]);
  });

  it('reports each problem against its lane', () => {
    const card: RateCard = {
      effectiveFrom: '2026-02-30',
      cubicConversionKgPerM3: 250.5,
      lanes: [
        lane(),
        lane({ fromZone: ' v1', toZone: 's1' }),
        lane({ toZone: '', basicCents: -1, ratePerKgCents: 1.23456 }),
        lane({ toZone: 'W1', transitBusinessDays: 1.5, cubicConversionKgPerM3: -250, minimumCents: 10.5 }),
        lane({
          toZone: 'Q1',
          weightBreaks: [
            { fromKg: 500, ratePerKgCents: 20 },
            { fromKg: 100, ratePerKgCents: 24 },
          ],
        }),
      ],
    };
    expect(validateRateCard(card)).toEqual([
      { lane: null, message: 'Not a YYYY-MM-DD date: 2026-02-30' },
      { lane: null, message: 'Cubic conversion factor must be a whole number of at least 0, got 250.5' },
      { lane: 1, message: 'Lane V1 -> S1 repeats lane 0' },
      { lane: 2, message: 'From zone and to zone are required' },
      { lane: 2, message: 'Basic charge must be a whole number of at least 0, got -1' },
      { lane: 2, message: 'Rate per kg must be at least 0 with at most 4 decimal places, got 1.23456' },
      { lane: 3, message: 'Minimum charge must be a whole number of at least 0, got 10.5' },
      { lane: 3, message: 'Transit business days must be a whole number of at least 0, got 1.5' },
      { lane: 3, message: 'Cubic conversion factor must be a whole number of at least 0, got -250' },
      { lane: 4, message: 'Weight breaks must ascend: 100 after 500' },
    ]);
  });
});
