import type { Lane } from './types';

/** Melbourne to Adelaide road, as DESIGN 5 scales it: $7.50 basic + 26 c/kg, $11 minimum, 2 business days. */
export const melbourneAdelaideLane = (over: Partial<Lane> = {}): Lane => ({
  fromZone: 'V1',
  toZone: 'S1',
  reciprocal: true,
  basicCents: 750,
  ratePerKgCents: 26,
  minimumCents: 1100,
  transitBusinessDays: 2,
  ...over,
});
