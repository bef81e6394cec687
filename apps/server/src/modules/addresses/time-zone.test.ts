import { describe, expect, it } from 'vitest';
import { timeZoneOf } from './time-zone';

describe('timeZoneOf', () => {
  it.each([
    ['VIC', '3121', 'Australia/Melbourne'],
    ['NSW', '2000', 'Australia/Sydney'],
    ['ACT', '2600', 'Australia/Sydney'],
    ['QLD', '4000', 'Australia/Brisbane'],
    ['SA', '5000', 'Australia/Adelaide'],
    ['WA', '6000', 'Australia/Perth'],
    ['TAS', '7000', 'Australia/Hobart'],
    ['NT', '0800', 'Australia/Darwin'],
    ['NSW', '2880', 'Australia/Broken_Hill'],
    ['NSW', '2898', 'Australia/Lord_Howe'],
  ])('%s %s is in %s', (state, postcode, zone) => {
    expect(timeZoneOf(state, postcode)).toBe(zone);
  });

  it('knows no zone for an unknown state', () => {
    expect(timeZoneOf('XX', '1234')).toBeNull();
  });
});
