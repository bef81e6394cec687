import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { AU_STATES, businessHolidays, estimateArrival, holidayDatesFor, type AuState } from '@freight/rules';
import { publicHolidaysFrom, publicHolidaysOfYear } from './public-holidays';
import { TABLE_WEEKDAY_HOLIDAYS_2025_2028 } from './public-holidays.fixture';

const isWeekday = (date: string): boolean => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The states a date closes, in `AU_STATES` order. */
const closedIn = (date: string): AuState[] => {
  const holidays = publicHolidaysOfYear(Number(date.slice(0, 4)));
  return AU_STATES.filter((state) => holidayDatesFor(state, holidays).has(date));
};

describe('public holidays from the maintained calendar', () => {
  it("reads Australia's part of the calendar to the same days as the whole package gives", () => {
    for (let year = 2024; year <= 2035; year += 1) {
      const whole = AU_STATES.flatMap((state) =>
        businessHolidays(state, new Holidays('AU', state).getHolidays(year)),
      );
      expect(publicHolidaysOfYear(year), String(year)).toEqual(whole);
    }
  });

  it('gives 2025 to 2028 exactly the weekday holidays of the table it replaced, in every state', () => {
    const found: [string, string][] = [];
    for (let year = 2025; year <= 2028; year += 1) {
      const holidays = publicHolidaysOfYear(year);
      const dates = new Set(holidays.map((h) => h.date).filter(isWeekday));
      for (const date of [...dates].sort()) {
        const states = AU_STATES.filter((state) => holidayDatesFor(state, holidays).has(date));
        found.push([date, states.length === AU_STATES.length ? 'all' : states.join(' ')]);
      }
    }
    expect(found).toEqual(TABLE_WEEKDAY_HOLIDAYS_2025_2028);
    const stateDays = found.reduce(
      (n, [, s]) => n + (s === 'all' ? AU_STATES.length : s.split(' ').length),
      0,
    );
    expect(stateDays).toBe(308);
  });

  it('keeps the evening part-days and the bank and optional holidays open', () => {
    // 2026: Christmas Eve and New Year's Eve from the evening (QLD, SA, NT); NSW Bank Holiday; TAS Easter Tuesday
    expect(closedIn('2026-12-24')).toEqual([]);
    expect(closedIn('2026-12-31')).toEqual([]);
    expect(closedIn('2026-08-03')).toEqual(['NT']); // NT Picnic Day, not the NSW Bank Holiday
    expect(closedIn('2026-04-07')).toEqual([]);
  });

  it('has Christmas 2029 and 2030 everywhere, and Christmas Eve nowhere', () => {
    expect(closedIn('2029-12-25')).toEqual([...AU_STATES]);
    expect(closedIn('2029-12-26')).toEqual([...AU_STATES]); // Proclamation Day in SA, Boxing Day elsewhere
    expect(closedIn('2029-12-24')).toEqual([]);
    expect(closedIn('2030-12-25')).toEqual([...AU_STATES]);
    expect(closedIn('2030-12-26')).toEqual([...AU_STATES]);
    expect(closedIn('2030-12-24')).toEqual([]);
  });

  it('computes Easter 2029 and 2030', () => {
    // Easter Sunday is 1 April 2029 and 21 April 2030
    for (const date of ['2029-03-30', '2029-04-02', '2030-04-19', '2030-04-22']) {
      expect(closedIn(date)).toEqual([...AU_STATES]);
    }
    expect(closedIn('2029-03-29')).toEqual([]);
    expect(closedIn('2030-04-23')).toEqual([]);
  });

  it('has state-only days in 2029 and 2030', () => {
    expect(closedIn('2029-11-06')).toEqual(['VIC']); // Melbourne Cup, first Tuesday of November
    expect(closedIn('2030-11-05')).toEqual(['VIC']);
    expect(closedIn('2029-09-24')).toEqual(['WA']); // WA's King's Birthday
    expect(closedIn('2030-10-07')).toEqual(['ACT', 'NSW', 'QLD', 'SA']); // QLD's King's Birthday, others' Labour Day
  });

  it('answers the same array for the same dispatch year, covering the next year too', () => {
    const holidays = publicHolidaysFrom('2030-12-31');
    expect(publicHolidaysFrom('2030-01-02')).toBe(holidays);
    expect(holidays.some((h) => h.date === '2031-01-01')).toBe(true);
  });
});

describe('ETAs in 2029 and 2030', () => {
  const eta = (dispatchDate: string, transitBusinessDays: number, receiverState: AuState) =>
    estimateArrival({
      dispatchDate,
      transitBusinessDays,
      receiverState,
      holidays: publicHolidaysFrom(dispatchDate),
    });

  it('skips Christmas and Boxing Day 2029, but not the Christmas Eve evening', () => {
    // Fri 2029-12-21 + 3: Mon 24 (1), Tue 25 and Wed 26 closed, Thu 27 (2), Fri 28 (3)
    expect(eta('2029-12-21', 3, 'VIC')).toEqual({ date: '2029-12-28', timeZone: 'Australia/Melbourne' });
    expect(eta('2029-12-21', 3, 'SA')).toEqual({ date: '2029-12-28', timeZone: 'Australia/Adelaide' });
    expect(eta('2029-12-21', 1, 'QLD').date).toBe('2029-12-24');
  });

  it('skips Easter 2030 and crosses into 2031 over New Year', () => {
    // Thu 2030-04-18 + 1: Good Friday, the weekend and Easter Monday -> Tue 23 April
    expect(eta('2030-04-18', 1, 'NSW').date).toBe('2030-04-23');
    // Tue 2030-12-31 + 1: Wed 1 January 2031 is New Year's Day -> Thu 2
    expect(eta('2030-12-31', 1, 'WA')).toEqual({ date: '2031-01-02', timeZone: 'Australia/Perth' });
  });

  it("skips a state's own day only for that state's receivers", () => {
    // Mon 2029-11-05 + 1: Tue 6 is Melbourne Cup in VIC only
    expect(eta('2029-11-05', 1, 'VIC').date).toBe('2029-11-07');
    expect(eta('2029-11-05', 1, 'NSW').date).toBe('2029-11-06');
    // Fri 2030-09-27 is the AFL Grand Final Friday in VIC: a VIC dispatch that day starts on Monday 30
    expect(eta('2030-09-27', 0, 'VIC').date).toBe('2030-09-30');
    expect(eta('2030-09-27', 0, 'NSW').date).toBe('2030-09-27');
  });
});
