import { describe, expect, it } from 'vitest';
import { normaliseTime, typedTime } from './time-entry';

describe('24-hour time entry', () => {
  it('keeps digits and one colon while typing', () => {
    expect(typedTime('17:30pm')).toBe('17:30');
    expect(typedTime('1:3:0')).toBe('1:30');
    expect(typedTime('173045')).toBe('17304');
  });

  it('reads the common ways of typing a time as HH:MM', () => {
    expect(normaliseTime('9')).toBe('09:00');
    expect(normaliseTime('17')).toBe('17:00');
    expect(normaliseTime('930')).toBe('09:30');
    expect(normaliseTime('1730')).toBe('17:30');
    expect(normaliseTime('7:05')).toBe('07:05');
    expect(normaliseTime(' 07:05 ')).toBe('07:05');
  });

  it('leaves what is not a time as typed, for validation to name', () => {
    expect(normaliseTime('')).toBe('');
    expect(normaliseTime('7:5')).toBe('7:5');
    expect(normaliseTime('12345')).toBe('12345');
  });
});
