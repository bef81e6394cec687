import { describe, expect, it } from 'vitest';
import { parseManageQuery } from './manage-query';

const parse = (search: string) => parseManageQuery(new URLSearchParams(search), 30);

describe('Manage manifests read from its address', () => {
  it('keeps a sort the search knows, and falls back to the newest first for any other', () => {
    expect(parse('sort=-weight').sort).toBe('-weight');
    expect(parse('sort=manifest').sort).toBe('manifest');
    expect(parse('sort=bogus').sort).toBe('-created');
    expect(parse('sort=--weight').sort).toBe('-created');
  });

  it('reads a date range given back to front as the same days, rather than a search the server refuses', () => {
    expect(parse('createdFrom=2026-11-20&createdTo=2026-11-01')).toMatchObject({
      createdFrom: '2026-11-01',
      createdTo: '2026-11-20',
    });
    expect(parse('createdTo=2026-11-01')).toMatchObject({ createdFrom: null, createdTo: '2026-11-01' });
  });
});
