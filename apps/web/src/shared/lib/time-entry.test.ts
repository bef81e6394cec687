import { describe, expect, it } from 'vitest';
import { normaliseTime, typedTime } from './time-entry';

describe('24-hour time entry', () => {
  it.each([
    ['17:30pm', '17:30'],
    ['1:3:0', '1:30'],
    ['173045', '17304'],
  ])('keeps digits and one colon while typing: %j is kept as %j', (typed, kept) => {
    expect(typedTime(typed)).toBe(kept);
  });

  it.each([
    ['9', '09:00'],
    ['17', '17:00'],
    ['930', '09:30'],
    ['1730', '17:30'],
    ['7:05', '07:05'],
    [' 07:05 ', '07:05'],
  ])('reads the common ways of typing a time as HH:MM: %j reads %j', (typed, time) => {
    expect(normaliseTime(typed)).toBe(time);
  });

  it.each(['', '7:5', '12345'])('leaves what is not a time as typed, for validation to name: %j', (typed) => {
    expect(normaliseTime(typed)).toBe(typed);
  });
});
