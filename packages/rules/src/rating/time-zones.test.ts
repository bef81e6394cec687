import { describe, expect, it } from 'vitest';
import { AU_STATES } from './holidays';
import { timeZoneForState } from './time-zones';

describe('timeZoneForState', () => {
  it("gives each state its capital's zone", () => {
    expect(AU_STATES.map(timeZoneForState)).toEqual([
      'Australia/Canberra',
      'Australia/Sydney',
      'Australia/Darwin',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Hobart',
      'Australia/Melbourne',
      'Australia/Perth',
    ]);
  });

  it('names zones the runtime knows; Brisbane keeps +10:00 through the southern summer', () => {
    for (const state of AU_STATES) {
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: timeZoneForState(state) })).not.toThrow();
    }
    const offset = (zone: string): string =>
      new Intl.DateTimeFormat('en-AU', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date('2026-01-15T00:00:00Z'))
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    expect(offset(timeZoneForState('QLD'))).toBe('GMT+10:00');
    expect(offset(timeZoneForState('VIC'))).toBe('GMT+11:00');
  });
});
