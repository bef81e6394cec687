import { describe, expect, it } from 'vitest';
import { addressMessages, locationFields } from '@freight/contracts';
import { formatAddress, isCompleteAddress, mapLocation } from './location';

const complete = {
  timeZone: 'Australia/Melbourne',
  line1: '12 Smith St',
  line2: ' ',
  locality: 'Richmond',
  postcode: '3121',
  subdivision: 'VIC',
  countryId: 'AU',
};

describe('mapLocation', () => {
  it('maps a complete location, trimming and dropping a blank line2', () => {
    expect(mapLocation({ ...complete, line1: ' 12 Smith St ' })).toEqual({
      location: { ...complete, line2: null },
    });
  });

  it.each(locationFields)("answers 'Location %s is required' when it is missing or blank", (field) => {
    expect(mapLocation({ ...complete, [field]: undefined })).toEqual({
      problems: [{ field, detail: addressMessages.locationFieldRequired(field) }],
    });
    expect(mapLocation({ ...complete, [field]: '  ' })).toEqual({
      problems: [{ field, detail: `Location ${field} is required` }],
    });
  });

  it('reports every missing field, in the spec order', () => {
    const result = mapLocation({});
    expect('problems' in result && result.problems.map((p) => p.field)).toEqual([...locationFields]);
  });
});

describe('isCompleteAddress', () => {
  it('needs countryId, locality, postcode and subdivision, and nothing else', () => {
    expect(
      isCompleteAddress({ countryId: 'AU', locality: 'Richmond', postcode: '3121', subdivision: 'VIC' }),
    ).toBe(true);
    for (const field of ['countryId', 'locality', 'postcode', 'subdivision'] as const)
      expect(isCompleteAddress({ ...complete, [field]: null })).toBe(false);
  });
});

describe('formatAddress', () => {
  it('joins the street lines, locality, state and postcode', () => {
    expect(formatAddress({ ...complete, line2: 'Unit 4' })).toBe('12 Smith St, Unit 4, Richmond VIC 3121');
    expect(formatAddress({ ...complete, line2: null })).toBe('12 Smith St, Richmond VIC 3121');
  });
});
