import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { packagingLabel, packagingOptions } from './packaging-options';

describe('packaging of a site that lists none of its own', () => {
  it('offers and names the known types in words, Other last', () => {
    const bare = site('1', 'Melbourne DC', { packagingTypes: [] });
    const options = packagingOptions(bare);
    expect(options).toContainEqual({ value: 'JiffyBag', label: 'Jiffy bag' });
    expect(options).toContainEqual({ value: 'Bulky', label: 'Bulky item' });
    expect(options.at(-1)?.value).toBe('Other');
    expect(packagingLabel(bare, 'JiffyBag')).toBe('Jiffy bag');
  });
});
