import { describe, expect, it } from 'vitest';
import { businessHolidays, closesBusinessDay, holidayDatesFor, type CalendarHoliday } from './holidays';

/** A calendar row as the library gives it, in Melbourne (UTC+11 in summer). */
const row = (date: string, name: string, type: string, hours = 24): CalendarHoliday => {
  const start = new Date(`${date.replace(' ', 'T')}+11:00`);
  return { date, name, type, start, end: new Date(start.getTime() + hours * 3_600_000) };
};

describe('which calendar days close a business day', () => {
  it('keeps whole-day public holidays, substitute days included', () => {
    expect(closesBusinessDay(row('2027-12-25 00:00:00', 'Christmas Day', 'public'))).toBe(true);
    expect(closesBusinessDay(row('2027-12-27 00:00:00', 'Christmas Day (substitute day)', 'public'))).toBe(
      true,
    );
    // the day daylight saving starts has 23 hours
    expect(closesBusinessDay(row('2026-10-04 00:00:00', 'Sunday', 'public', 23))).toBe(true);
  });

  it('leaves out evening part-days, bank and optional holidays, school terms and observances', () => {
    expect(closesBusinessDay(row('2027-12-24 18:00:00', 'Christmas Eve', 'public', 6))).toBe(false);
    expect(closesBusinessDay(row('2027-12-31 19:00:00', "New Year's Eve", 'public', 5))).toBe(false);
    expect(closesBusinessDay(row('2026-08-03 00:00:00', 'Bank Holiday', 'bank'))).toBe(false);
    expect(closesBusinessDay(row('2026-04-07 00:00:00', 'Easter Tuesday', 'optional'))).toBe(false);
    expect(closesBusinessDay(row('2026-12-19 00:00:00', 'Term 4 holidays', 'school', 24 * 30))).toBe(false);
    expect(closesBusinessDay(row('2026-05-10 00:00:00', "Mother's Day", 'observance'))).toBe(false);
  });

  it("gives the state's closed days as dates of that state", () => {
    const rows = [
      row('2026-11-03 00:00:00', 'Melbourne Cup', 'public'),
      row('2026-12-24 19:00:00', 'Christmas Eve', 'public', 5),
    ];
    expect(businessHolidays('VIC', rows)).toEqual([
      { date: '2026-11-03', name: 'Melbourne Cup', scope: 'VIC' },
    ]);
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
