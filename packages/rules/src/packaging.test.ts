import { describe, expect, it } from 'vitest';
import { packagingTypeNames } from '@freight/contracts';
import { sortPackagingTypes } from './packaging';

describe('sortPackagingTypes (X16)', () => {
  it("sorts the known types by name with 'Other' last", () => {
    const sorted = sortPackagingTypes(packagingTypeNames.map((name) => ({ name, description: name })));
    expect(sorted.map((t) => t.name)).toEqual([
      'Bag',
      'Bulky',
      'Carton',
      'Crate',
      'Item',
      'JiffyBag',
      'Pallet',
      'Satchel',
      'Skid',
      'Stillage',
      'Other',
    ]);
  });

  it("keeps 'Other' last even when it is first or alone with later names", () => {
    const sorted = sortPackagingTypes([{ name: 'Other' }, { name: 'Satchel' }, { name: 'Carton' }]);
    expect(sorted.map((t) => t.name)).toEqual(['Carton', 'Satchel', 'Other']);
  });

  it('does not change the given list', () => {
    const types = [{ name: 'Other' }, { name: 'Bag' }];
    sortPackagingTypes(types);
    expect(types.map((t) => t.name)).toEqual(['Other', 'Bag']);
  });
});
