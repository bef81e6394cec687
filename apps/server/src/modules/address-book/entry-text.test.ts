import { describe, expect, it } from 'vitest';
import { addressKeyOf, searchTextOf } from './entry-text';

const address = {
  line1: '12 Smith St',
  line2: null,
  locality: 'Richmond',
  subdivision: 'VIC',
  postcode: '3121',
};

describe('addressKeyOf', () => {
  it('gives the same key to the same street address typed differently', () => {
    expect(addressKeyOf({ ...address, line1: ' 12  SMITH st ' })).toBe(addressKeyOf(address));
    expect(addressKeyOf({ ...address, line2: 'Unit 4' })).not.toBe(addressKeyOf(address));
  });
});

describe('searchTextOf', () => {
  it('lower-cases name, line2, address and code, each field starting with a space, on separate lines', () => {
    expect(
      searchTextOf({
        name: 'Acme',
        line2: 'Dock 3',
        addressText: '12 Smith St, Richmond VIC 3121',
        quickAccessCode: 'AC1',
      }),
    ).toBe(' acme \n dock 3 \n 12 smith st, richmond vic 3121 \n ac1');
    expect(searchTextOf({ name: 'Acme', line2: null, addressText: 'x', quickAccessCode: null })).toBe(
      ' acme \n  \n x \n ',
    );
  });
});
