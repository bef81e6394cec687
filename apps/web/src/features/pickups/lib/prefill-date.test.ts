import { describe, expect, it } from 'vitest';
import { prefilledPickupDate } from './prefill-date';

const on = (...days: string[]) => days.map((dispatchDate) => ({ dispatchDate }));

describe('the date a pickup from consignments starts on', () => {
  it('is the day the first of them is dispatched', () => {
    expect(prefilledPickupDate(on('2026-12-04', '2026-12-04'), '2026-12-01')).toBe('2026-12-04');
    expect(prefilledPickupDate(on('2026-12-07', '2026-12-04'), '2026-12-01')).toBe('2026-12-04');
  });

  it('is never before today', () => {
    expect(prefilledPickupDate(on('2026-11-28', '2026-12-04'), '2026-12-01')).toBe('2026-12-01');
  });

  it('is not set when none of them names a day', () => {
    expect(prefilledPickupDate([], '2026-12-01')).toBeNull();
    expect(prefilledPickupDate(on(''), '2026-12-01')).toBeNull();
  });
});
