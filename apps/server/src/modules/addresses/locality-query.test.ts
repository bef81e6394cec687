import { describe, expect, it } from 'vitest';
import { parseAddressQuery, parseLocalityQuery } from './locality-query';

describe('parseLocalityQuery', () => {
  it.each([
    ['Richmond', { text: 'richmond', postcode: null, state: null }],
    ['3121', { text: '', postcode: '3121', state: null }],
    ['31', { text: '', postcode: '31', state: null }],
    ['Richmond VIC 3121', { text: 'richmond', postcode: '3121', state: 'VIC' }],
    ['richmond, 3121', { text: 'richmond', postcode: '3121', state: null }],
    ['North  Melbourne', { text: 'north melbourne', postcode: null, state: null }],
    ['wa', { text: 'wa', postcode: null, state: null }],
    ['perth wa', { text: 'perth', postcode: null, state: 'WA' }],
  ])('%s', (q, expected) => {
    expect(parseLocalityQuery(q)).toEqual(expected);
  });
});

describe('parseAddressQuery', () => {
  it('takes the postcode and state off the end and splits street lines at commas', () => {
    expect(parseAddressQuery('Unit 4, 12 Smith St, Richmond VIC 3121')).toEqual({
      streetParts: ['Unit 4', '12 Smith St'],
      localityWords: ['Richmond'],
      postcode: '3121',
      state: 'VIC',
    });
  });

  it('leaves the street and locality words together when there are no commas', () => {
    expect(parseAddressQuery('12 Smith St St Kilda 3182')).toEqual({
      streetParts: [],
      localityWords: ['12', 'Smith', 'St', 'St', 'Kilda'],
      postcode: '3182',
      state: null,
    });
  });
});
