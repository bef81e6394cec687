import { describe, expect, it } from 'vitest';
import { nextSort, parseSort } from './SortableTh';

describe('list sorting', () => {
  it('reads a descending alias', () => {
    expect(parseSort('-unNumber')).toEqual({ key: 'unNumber', descending: true });
    expect(parseSort('name')).toEqual({ key: 'name', descending: false });
  });

  it('reverses the sorted column and sorts another ascending', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-unNumber', 'name')).toBe('name');
  });
});
