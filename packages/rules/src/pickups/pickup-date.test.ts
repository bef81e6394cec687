import { describe, expect, it } from 'vitest';
import { earliestPickupDate, pickupDateProblem } from './pickup-date';

describe('pickup date', () => {
  it('takes today and later, and says a day gone by as "date must be after" the day before today', () => {
    expect(pickupDateProblem('2026-03-09', '2026-03-09')).toBeNull();
    expect(pickupDateProblem('2026-03-10', '2026-03-09')).toBeNull();
    expect(pickupDateProblem('2026-03-08', '2026-03-09')).toBe('date must be after 8 Mar 2026');
    expect(pickupDateProblem('2020-01-01', '2026-03-01')).toBe('date must be after 28 Feb 2026');
  });

  it('counts today where the carrier collects: Perth is still on the day before at 1:30 am in Melbourne', () => {
    const now = new Date('2026-03-09T14:30:00Z'); // 1:30 am on the 10th in Melbourne, 10:30 pm on the 9th in Perth
    expect(earliestPickupDate(now, 'Australia/Melbourne')).toBe('2026-03-10');
    expect(earliestPickupDate(now, 'Australia/Perth')).toBe('2026-03-09');
  });
});
