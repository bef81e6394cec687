import { describe, expect, it } from 'vitest';
import { deliveryTimeSlotEvaluation } from './delivery-time-slot';

describe('deliveryTimeSlotEvaluation', () => {
  it('flags a slot starting before the ETA with the ETA as the earliest permitted date', () => {
    expect(deliveryTimeSlotEvaluation('2026-03-10', '2026-03-11')).toEqual({
      invalidDeliveryTimeSlotStartDate: { earliestPermittedDate: '2026-03-11' },
    });
  });

  it('accepts a slot starting on or after the ETA, or no slot, or no ETA', () => {
    expect(deliveryTimeSlotEvaluation('2026-03-11', '2026-03-11')).toEqual({});
    expect(deliveryTimeSlotEvaluation('2026-03-20', '2026-03-11')).toEqual({});
    expect(deliveryTimeSlotEvaluation(undefined, '2026-03-11')).toEqual({});
    expect(deliveryTimeSlotEvaluation('2026-03-10', null)).toEqual({});
  });

  it('rejects a malformed start date', () => {
    expect(() => deliveryTimeSlotEvaluation('10/03/2026', '2026-03-11')).toThrow(RangeError);
  });
});
