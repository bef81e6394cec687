import { describe, expect, it } from 'vitest';
import {
  deliveryWindow,
  formatIsoDuration,
  formatTimeRange,
  INVALID_TIME_RANGE,
  isValidTimeRange,
  parseTimeRange,
  utcOffset,
} from './time-range';

describe('time ranges (spec 5, M36, M37)', () => {
  it('read an ISO start/duration string', () => {
    expect(parseTimeRange('2026-03-11T09:00:00+10:30/PT3H')).toEqual({
      start: '2026-03-11T09:00:00+10:30',
      durationMinutes: 180,
    });
    expect(parseTimeRange('2026-03-11T09:00Z/P1DT1H30M').durationMinutes).toBe(1530);
    expect(parseTimeRange('2026-03-11T09:00:00+11:00/-PT15M').durationMinutes).toBe(-15);
  });

  it('refuse anything else with the spec’s message', () => {
    for (const bad of [
      '',
      'nonsense',
      '2026-03-11/PT1H',
      '2026-03-11T09:00:00+10:00',
      '2026-03-11T09:00:00+10:00/P',
      '2026-03-11T09:00:00+10:00/PT1H/x',
      '2026-13-45T09:00Z/PT1H',
      // a day JavaScript would roll into March, and a year PostgreSQL has not
      '2026-02-30T09:00:00+11:00/PT1H',
      '0000-01-01T09:00:00+10:00/PT1H',
    ])
      expect(() => parseTimeRange(bad)).toThrow(INVALID_TIME_RANGE);
  });

  it('are valid only when the duration is not negative', () => {
    expect(isValidTimeRange(parseTimeRange('2026-03-11T09:00Z/PT0M'))).toBe(true);
    expect(isValidTimeRange(parseTimeRange('2026-03-11T09:00Z/-PT1M'))).toBe(false);
  });

  it('write durations in days, hours and minutes', () => {
    expect(formatIsoDuration(180)).toBe('PT3H');
    expect(formatIsoDuration(90)).toBe('PT1H30M');
    expect(formatIsoDuration(1500)).toBe('P1DT1H');
    expect(formatIsoDuration(0)).toBe('PT0M');
    expect(formatIsoDuration(-15)).toBe('-PT15M');
    expect(formatTimeRange({ start: '2026-03-11T09:00:00Z', durationMinutes: 45 })).toBe(
      '2026-03-11T09:00:00Z/PT45M',
    );
  });
});

describe('delivery windows', () => {
  it('start at the local time with the receiver’s offset, daylight saving included', () => {
    expect(utcOffset('Australia/Adelaide', new Date('2026-03-11T00:00:00Z'))).toBe('+10:30');
    expect(utcOffset('Australia/Brisbane', new Date('2026-01-11T00:00:00Z'))).toBe('+10:00');
    const slot = {
      startDate: '2026-03-11',
      startTime: '09:00',
      endTime: '12:30',
      timeZone: 'Australia/Adelaide',
    };
    expect(deliveryWindow(slot)).toBe('2026-03-11T09:00:00+10:30/PT3H30M');
    expect(deliveryWindow({ ...slot, startDate: '2026-06-11' })).toBe('2026-06-11T09:00:00+09:30/PT3H30M');
    expect(deliveryWindow({ ...slot, timeZone: 'Australia/Perth' })).toBe(
      '2026-03-11T09:00:00+08:00/PT3H30M',
    );
  });
});
