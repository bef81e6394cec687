import { describe, expect, it } from 'vitest';
import { addBusinessDays, estimateArrival } from './eta';
import { SAMPLE_HOLIDAYS } from './holidays.fixture';

const none = new Set<string>();

describe('addBusinessDays', () => {
  it('counts over a weekend', () => {
    // Thu 2026-03-12 + 2: Fri 13 (1), Sat and Sun skipped, Mon 16 (2)
    expect(addBusinessDays('2026-03-12', 2, none)).toBe('2026-03-16');
    // Fri + 1 is Monday
    expect(addBusinessDays('2026-03-13', 1, none)).toBe('2026-03-16');
  });

  it('starts a weekend dispatch on the next business day', () => {
    // Sat 2026-03-14 is handed over Mon 16; + 1 is Tue 17; 0 days arrives Monday
    expect(addBusinessDays('2026-03-14', 1, none)).toBe('2026-03-17');
    expect(addBusinessDays('2026-03-14', 0, none)).toBe('2026-03-16');
    expect(addBusinessDays('2026-03-11', 0, none)).toBe('2026-03-11');
  });

  it('skips the supplied closed dates', () => {
    expect(addBusinessDays('2026-03-12', 2, new Set(['2026-03-13']))).toBe('2026-03-17');
  });

  it('refuses fractional or negative days', () => {
    expect(() => addBusinessDays('2026-03-12', 1.5, none)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-03-12', -1, none)).toThrow(RangeError);
  });
});

describe('estimateArrival', () => {
  const eta = (
    dispatchDate: string,
    transitBusinessDays: number,
    receiverState: 'VIC' | 'NSW' | 'WA' | 'QLD',
  ) => estimateArrival({ dispatchDate, transitBusinessDays, receiverState, holidays: SAMPLE_HOLIDAYS });

  it("skips the receiver state's holiday, not another state's", () => {
    // Mon 2026-11-02 + 1: Tue 3 Nov is Melbourne Cup Day in VIC, so a VIC receiver gets Wed 4 Nov
    expect(eta('2026-11-02', 1, 'VIC')).toEqual({ date: '2026-11-04', timeZone: 'Australia/Melbourne' });
    expect(eta('2026-11-02', 1, 'NSW')).toEqual({ date: '2026-11-03', timeZone: 'Australia/Sydney' });
  });

  it("skips WA's and QLD's own King's Birthday", () => {
    // Fri 2026-09-25 + 1: Mon 28 Sep is WA's King's Birthday -> Tue 29; QLD's is Mon 5 Oct
    expect(eta('2026-09-25', 1, 'WA')).toEqual({ date: '2026-09-29', timeZone: 'Australia/Perth' });
    expect(eta('2026-09-25', 1, 'QLD')).toEqual({ date: '2026-09-28', timeZone: 'Australia/Brisbane' });
    expect(eta('2026-10-02', 1, 'QLD').date).toBe('2026-10-06');
  });

  it('skips a weekend and national holidays together', () => {
    // Thu 2027-12-23 + 2: Fri 24 (1), Sat 25 to Tue 28 closed, Wed 29 (2)
    expect(eta('2027-12-23', 2, 'VIC').date).toBe('2027-12-29');
    // Thu 2026-04-02 + 1: Good Friday, the weekend and Easter Monday -> Tue 7 April
    expect(eta('2026-04-02', 1, 'NSW').date).toBe('2026-04-07');
  });

  it('skips weekends only beyond the holiday rows supplied', () => {
    // Fri 2029-12-21 + 3: Mon 24, Tue 25 (no 2029 rows), Wed 26
    expect(eta('2029-12-21', 3, 'VIC').date).toBe('2029-12-26');
  });
});
