import { describe, expect, it } from 'vitest';
import {
  AU_PUBLIC_HOLIDAYS,
  AU_STATES,
  HOLIDAY_TABLE_YEARS,
  holidayDatesFor,
  type AuState,
} from './holidays';

const observedIn = (date: string): AuState[] =>
  AU_STATES.filter((state) => holidayDatesFor(state, AU_PUBLIC_HOLIDAYS).has(date));

describe('public holiday table 2025-2028', () => {
  it('covers the stated years, sorted, one row per date and scope', () => {
    expect(HOLIDAY_TABLE_YEARS).toEqual({ from: 2025, to: 2028 });
    const dates = AU_PUBLIC_HOLIDAYS.map((h) => h.date);
    expect(dates[0]?.startsWith('2025-')).toBe(true);
    expect(dates.at(-1)?.startsWith('2028-')).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    const keys = AU_PUBLIC_HOLIDAYS.map((h) => `${h.date}|${h.scope}|${h.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has Easter computed: Good Friday and Easter Monday everywhere', () => {
    for (const date of ['2025-04-18', '2025-04-21', '2026-04-03', '2026-04-06', '2027-03-26', '2028-04-17']) {
      expect(observedIn(date)).toEqual([...AU_STATES]);
    }
    expect(AU_PUBLIC_HOLIDAYS).toContainEqual({ date: '2026-04-03', name: 'Good Friday', scope: 'national' });
  });

  it('has Melbourne Cup Day 2026-11-03 in VIC only', () => {
    expect(observedIn('2026-11-03')).toEqual(['VIC']);
    expect(AU_PUBLIC_HOLIDAYS).toContainEqual({
      date: '2026-11-03',
      name: 'Melbourne Cup Day',
      scope: 'VIC',
    });
  });

  it("has the King's Birthday on different days in WA and QLD", () => {
    expect(observedIn('2026-06-08')).toEqual(['ACT', 'NSW', 'NT', 'SA', 'TAS', 'VIC']);
    expect(observedIn('2026-09-28')).toEqual(['WA']);
    expect(observedIn('2026-10-05')).toEqual(['ACT', 'NSW', 'QLD', 'SA']); // QLD's King's Birthday, others' Labour Day
    expect(AU_PUBLIC_HOLIDAYS).toContainEqual({ date: '2026-10-05', name: "King's Birthday", scope: 'QLD' });
  });

  it('substitutes Monday 27 and Tuesday 28 December 2027 for a Saturday Christmas and Sunday Boxing Day', () => {
    expect(observedIn('2027-12-27')).toEqual([...AU_STATES]);
    expect(observedIn('2027-12-28')).toEqual([...AU_STATES]);
    expect(AU_PUBLIC_HOLIDAYS).toContainEqual({
      date: '2027-12-27',
      name: 'Christmas Day (observed)',
      scope: 'national',
    });
    expect(AU_PUBLIC_HOLIDAYS).toContainEqual({
      date: '2027-12-28',
      name: 'Boxing Day (observed)',
      scope: 'national',
    });
  });

  it('substitutes other weekend holidays nationally', () => {
    expect(observedIn('2025-01-27')).toEqual([...AU_STATES]); // Australia Day 2025 was a Sunday
    expect(observedIn('2026-12-28')).toEqual([...AU_STATES]); // Boxing Day 2026 is a Saturday
    expect(observedIn('2028-01-03')).toEqual([...AU_STATES]); // New Year's Day 2028 is a Saturday
  });

  it('substitutes Anzac Day on a weekend only where the state does', () => {
    // Saturday 25 April 2026: WA by its Act, ACT and NSW by declaration
    expect(observedIn('2026-04-27')).toEqual(['ACT', 'NSW', 'WA']);
    // Sunday 25 April 2027: ACT, NT, QLD and WA by their Acts, NSW by declaration
    expect(observedIn('2027-04-26')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'WA']);
  });

  it("has each state's own days", () => {
    expect(observedIn('2026-03-09')).toEqual(['ACT', 'SA', 'TAS', 'VIC']); // Canberra, Adelaide Cup, Eight Hours, Labour
    expect(observedIn('2026-03-02')).toEqual(['WA']); // Labour Day
    expect(observedIn('2026-05-04')).toEqual(['NT', 'QLD']); // May Day, Labour Day
    expect(observedIn('2026-06-01')).toEqual(['ACT', 'WA']); // Reconciliation Day, WA Day
    expect(observedIn('2026-08-03')).toEqual(['NT']); // Picnic Day
    expect(observedIn('2026-09-25')).toEqual(['VIC']); // Friday before the AFL Grand Final
  });

  it('lists weekend holidays too, which never change a business-day count', () => {
    expect(observedIn('2026-04-04')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'VIC']); // Easter Saturday
    expect(observedIn('2026-04-05')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'VIC', 'WA']); // Easter Sunday
  });

  it('reads a supplied holiday list, national rows plus the state', () => {
    const rows = [
      { date: '2030-01-01', name: "New Year's Day", scope: 'national' as const },
      { date: '2030-03-11', name: 'Labour Day', scope: 'VIC' as const },
    ];
    expect([...holidayDatesFor('VIC', rows)]).toEqual(['2030-01-01', '2030-03-11']);
    expect([...holidayDatesFor('NSW', rows)]).toEqual(['2030-01-01']);
  });
});
