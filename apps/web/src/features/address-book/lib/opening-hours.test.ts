import { describe, expect, it } from 'vitest';
import { defaultHours, hoursFromForm, hoursToForm, summariseHours, timeProblems } from './opening-hours';
import { week } from '../testing/week.fixture';

describe('opening hours', () => {
  it('sends null for a closed day, and no hours at all for a residential location (spec 3)', () => {
    const form = { ...defaultHours(), enabled: true, from: '08:00', to: '17:00' };
    const hours = hoursFromForm(form, false);
    expect(hours).toEqual({
      differentEachDay: false,
      operatingDays: week({ open: '08:00', close: '17:00' }),
    });
    expect(hoursFromForm(form, true)).toBeNull();
    expect(hoursFromForm({ ...form, enabled: false }, false)).toBeNull();
  });

  it("uses each day's own times when they differ, and reads them back", () => {
    const form = hoursToForm({
      differentEachDay: true,
      operatingDays: {
        monday: { open: '06:00', close: '14:00' },
        saturday: { open: '09:00', close: '12:00' },
      },
    });
    expect(form.days.monday).toEqual({ open: true, from: '06:00', to: '14:00' });
    expect(form.days.tuesday.open).toBe(false);
    expect(hoursFromForm(form, false)?.operatingDays).toMatchObject({
      monday: { open: '06:00', close: '14:00' },
      tuesday: null,
      saturday: { open: '09:00', close: '12:00' },
    });
  });

  it('checks HH:MM and that the close is after the open (spec 5)', () => {
    expect(timeProblems('08:00', '17:00')).toEqual({ from: undefined, to: undefined });
    expect(timeProblems('', '17:00').from).toBe('cannot be blank');
    expect(timeProblems('8am', '17:00').from).toBe('enter a valid time');
    expect(timeProblems('17:00', '17:00').to).toBe('end time must be after start time');
  });

  it('summarises runs of days with the same times', () => {
    const form = { ...defaultHours(), enabled: true };
    form.days.saturday = { open: true, from: '09:00', to: '12:00' };
    expect(summariseHours(hoursFromForm({ ...form, differentEachDay: true }, false))).toBe(
      'Mon–Fri 08:00–17:00, Sat 09:00–12:00',
    );
    expect(summariseHours(null)).toBe('');
  });
});
