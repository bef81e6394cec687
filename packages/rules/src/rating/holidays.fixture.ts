import type { PublicHoliday } from './holidays';

/** Real 2026-2027 holidays, as the calendar gives them, for tests of the pure rules. */
export const SAMPLE_HOLIDAYS: readonly PublicHoliday[] = [
  { date: '2026-03-09', name: 'Canberra Day', scope: 'ACT' },
  { date: '2026-03-09', name: 'Adelaide Cup Day', scope: 'SA' },
  { date: '2026-03-09', name: 'Eight Hours Day', scope: 'TAS' },
  { date: '2026-03-09', name: 'Labour Day', scope: 'VIC' },
  { date: '2026-04-03', name: 'Good Friday', scope: 'national' },
  { date: '2026-04-06', name: 'Easter Monday', scope: 'national' },
  { date: '2026-09-28', name: "King's Birthday", scope: 'WA' },
  { date: '2026-10-05', name: "King's Birthday", scope: 'QLD' },
  { date: '2026-10-05', name: 'Labour Day', scope: 'NSW' },
  { date: '2026-11-03', name: 'Melbourne Cup', scope: 'VIC' },
  { date: '2027-12-27', name: 'Christmas Day (substitute day)', scope: 'national' },
  { date: '2027-12-28', name: 'Boxing Day (substitute day)', scope: 'national' },
];
