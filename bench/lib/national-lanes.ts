import type { Lane } from '@freight/rules';

/** The localities' charge zones, as the demo rate cards use them. */
export const ZONES = [
  'V1',
  'V2',
  'N1',
  'N2',
  'Q1',
  'Q2',
  'Q3',
  'Q4',
  'S1',
  'S2',
  'W1',
  'W2',
  'W3',
  'T1',
  'NT1',
  'NF',
];

/** A national matrix in both directions (256 lanes), priced a little differently per service. */
export function nationalLanes(seed: number): Lane[] {
  return ZONES.flatMap((fromZone, i) =>
    ZONES.map((toZone, j) => ({
      fromZone,
      toZone,
      reciprocal: false,
      basicCents: 700 + ((i * 7 + j * 3 + seed) % 50) * 10,
      ratePerKgCents: 20 + ((i + j + seed) % 40) / 2,
      minimumCents: 1100 + seed * 10,
      weightBreaks: [
        { fromKg: 100, ratePerKgCents: 18.5 },
        { fromKg: 500, ratePerKgCents: 15 },
      ],
      transitBusinessDays: 1 + ((i + j) % 5),
    })),
  );
}
