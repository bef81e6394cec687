import { describe, expect, it } from 'vitest';
import { fitDefaultPickupWindow } from './default-window';

const road = { pickupCutoff: '16:00', pickupWindowMinimumMinutes: 120 };
const express = { pickupCutoff: '17:30', pickupWindowMinimumMinutes: 120 };

describe('the default pickup window fitted to the agreed services', () => {
  it('closes by the earliest last pickup, so a 4:00 pm service can collect in a 9:00 am + 8 h default', () => {
    expect(fitDefaultPickupWindow({ startTime: '09:00', durationMinutes: 480 }, [express, road])).toEqual({
      startTime: '09:00',
      durationMinutes: 420,
    });
  });

  it('stays as configured when every service collects in it, or none has a last pickup', () => {
    const configured = { startTime: '09:00', durationMinutes: 240 };
    expect(fitDefaultPickupWindow(configured, [road, express])).toBe(configured);
    const late = { startTime: '09:00', durationMinutes: 600 };
    expect(fitDefaultPickupWindow(late, [{ pickupCutoff: null, pickupWindowMinimumMinutes: 120 }])).toBe(
      late,
    );
    expect(fitDefaultPickupWindow(late, [])).toBe(late);
  });

  it('ends on a half hour the form offers when the last pickup is not on one', () => {
    expect(
      fitDefaultPickupWindow({ startTime: '09:00', durationMinutes: 480 }, [
        { pickupCutoff: '16:15', pickupWindowMinimumMinutes: null },
      ]),
    ).toEqual({ startTime: '09:00', durationMinutes: 420 });
  });

  it('starts earlier when the configured start leaves a service less than its minimum window', () => {
    // 3:00 pm to 4:00 pm is read as 3:00 to 5:00 pm by a service that needs two hours
    expect(fitDefaultPickupWindow({ startTime: '15:00', durationMinutes: 60 }, [road])).toEqual({
      startTime: '14:00',
      durationMinutes: 120,
    });
  });

  it('keeps the configured window when no start time of the day could fit', () => {
    const configured = { startTime: '09:00', durationMinutes: 480 };
    expect(
      fitDefaultPickupWindow(configured, [{ pickupCutoff: '01:00', pickupWindowMinimumMinutes: 120 }]),
    ).toBe(configured);
  });
});
