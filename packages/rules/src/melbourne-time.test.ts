import { describe, expect, it } from 'vitest';
import {
  addDays,
  dispatchDateExpiry,
  MELBOURNE_TZ,
  melbourneMidnight,
  siteToday,
  storedDispatchDate,
} from './melbourne-time';

const at = (iso: string) => new Date(iso);

describe('Melbourne time (spec 4.7)', () => {
  it('is the Australia/Melbourne zone', () => {
    expect(MELBOURNE_TZ).toBe('Australia/Melbourne');
  });

  it("turns the site's today over at Melbourne midnight: 14:00Z in winter (AEST)", () => {
    expect(siteToday(at('2025-06-10T13:59:59Z'))).toBe('2025-06-10');
    expect(siteToday(at('2025-06-10T14:00:00Z'))).toBe('2025-06-11');
  });

  it('and at 13:00Z in summer (AEDT)', () => {
    expect(siteToday(at('2025-01-10T12:59:59Z'))).toBe('2025-01-10');
    expect(siteToday(at('2025-01-10T13:00:00Z'))).toBe('2025-01-11');
  });

  it('gives Melbourne midnight on both sides of the DST changes', () => {
    // daylight saving ends 2026-04-05 03:00 AEDT and starts 2026-10-04 02:00 AEST, after midnight both times
    expect(melbourneMidnight('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(melbourneMidnight('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(melbourneMidnight('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(melbourneMidnight('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2026-04-04', 2)).toBe('2026-04-06');
  });

  it('refuses a date that does not exist rather than rolling it over', () => {
    expect(() => melbourneMidnight('2021-02-30')).toThrow(RangeError);
    expect(() => melbourneMidnight('2021-13-01')).toThrow(RangeError);
    expect(() => addDays('20210101', 1)).toThrow(RangeError);
  });

  it('gives the midnight of a day in the first century in that century (a half-typed year reads as one)', () => {
    // before standard time Melbourne kept its local mean time, +9:39:52
    expect(melbourneMidnight('0002-11-27').toISOString()).toBe('0002-11-26T14:20:08.000Z');
    expect(melbourneMidnight('0099-01-01').toISOString()).toBe('0098-12-31T14:20:08.000Z');
    expect(addDays('0020-12-31', 1)).toBe('0021-01-01');
  });

  it('reads the Melbourne date at any second of a day, not only at midnight', () => {
    expect(siteToday(at('2026-04-04T15:59:59.999Z'))).toBe('2026-04-05');
    expect(siteToday(at('2025-12-31T12:59:59.500Z'))).toBe('2025-12-31');
    expect(siteToday(at('2025-12-31T13:00:00Z'))).toBe('2026-01-01');
    expect(melbourneMidnight('2026-01-01').toISOString()).toBe('2025-12-31T13:00:00.000Z');
  });
});

describe('stored default dispatch date (spec 4.7)', () => {
  it('expires at the next Melbourne midnight', () => {
    expect(dispatchDateExpiry(at('2025-06-10T01:00:00Z')).toISOString()).toBe('2025-06-10T14:00:00.000Z');
    // 14:00Z is already the 11th in Melbourne, so the expiry is the midnight after that
    expect(dispatchDateExpiry(at('2025-06-10T14:00:00Z')).toISOString()).toBe('2025-06-11T14:00:00.000Z');
    expect(dispatchDateExpiry('2025-06-10T13:59:59.999Z').toISOString()).toBe('2025-06-10T14:00:00.000Z');
  });

  it('expires after a 25-hour day when daylight saving ends (2026-04-05)', () => {
    // stored just after midnight AEDT on the 5th; the next midnight is AEST
    expect(dispatchDateExpiry(at('2026-04-04T13:00:00Z')).toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });

  it('expires after a 23-hour day when daylight saving starts (2026-10-04)', () => {
    expect(dispatchDateExpiry(at('2026-10-03T14:00:00Z')).toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(dispatchDateExpiry(at('2026-10-04T12:59:59Z')).toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('returns the stored value before expiry and today from then on', () => {
    const stored = { value: '2025-06-20', expiresAt: '2025-06-10T14:00:00.000Z' };
    expect(storedDispatchDate(stored, at('2025-06-10T13:59:59.999Z'))).toBe('2025-06-20');
    expect(storedDispatchDate(stored, at('2025-06-10T14:00:00.000Z'))).toBe('2025-06-11');
    expect(
      storedDispatchDate({ ...stored, expiresAt: new Date(stored.expiresAt) }, at('2025-06-10T01:00:00Z')),
    ).toBe('2025-06-20');
  });

  it('falls back to today without a stored value or with an unreadable expiry', () => {
    expect(storedDispatchDate(null, at('2026-10-04T13:00:00Z'))).toBe('2026-10-05');
    expect(storedDispatchDate(undefined, at('2026-10-04T12:59:00Z'))).toBe('2026-10-04');
    expect(
      storedDispatchDate({ value: '2026-10-09', expiresAt: 'garbage' }, at('2026-10-04T00:00:00Z')),
    ).toBe('2026-10-04');
  });
});
