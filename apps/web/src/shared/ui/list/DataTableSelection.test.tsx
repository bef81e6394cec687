import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptSelection } from './DataTableSelection';
import type { ListedRows } from './DataTableSelection';

interface Row {
  id: string;
}
type Listed = ListedRows & { type: string | null; search: string };

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(from + index) }));
const first: Listed = { page: 0, pageSize: 30, sort: '-date', type: null, search: '' };

function choose() {
  const hook = renderHook((listed: Listed) => useKeptSelection<Row>(listed), { initialProps: first });
  // the header box's 30 rows of page 1, and one row of page 2
  const page1 = rows(1, 30);
  act(() => hook.result.current.change(page1, new Set(page1.map((row) => row.id))));
  hook.rerender({ ...first, page: 1 });
  act(() => hook.result.current.change(rows(31, 30), new Set([...hook.result.current.keys, '31'])));
  return hook;
}

describe('a selection kept across pages', () => {
  it('keeps its rows on another page, page size or sort', () => {
    const { result, rerender } = choose();
    expect(result.current.kept.size).toBe(31);
    rerender({ ...first, page: 0 });
    rerender({ ...first, pageSize: 50 });
    rerender({ ...first, sort: 'date' });
    expect(result.current.kept.size).toBe(31);
    expect(result.current.keys.has('31')).toBe(true);
  });

  it('is cleared by another filter, so no action is taken on rows the list no longer shows', () => {
    const { result, rerender } = choose();
    rerender({ ...first, page: 0, type: 'inbound' });
    expect(result.current.kept.size).toBe(0);
    expect(result.current.keys.size).toBe(0);
    // what is chosen among the filtered rows is kept as before
    act(() => result.current.change(rows(100, 7), new Set(['100'])));
    rerender({ ...first, type: 'inbound', sort: 'date' });
    expect([...result.current.keys]).toEqual(['100']);
  });

  it('is cleared by another search', () => {
    const { result, rerender } = choose();
    rerender({ ...first, search: 'STA' });
    expect(result.current.kept.size).toBe(0);
  });
});
