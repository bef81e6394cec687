import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListScreen } from './use-list-screen';

describe("a list screen's state", () => {
  it('goes back to the first page when the search, the sort or a filter changes', () => {
    const { result } = renderHook(() => useListScreen('name'));
    const turn = () => act(() => result.current.setPage(3));
    turn();
    act(() => result.current.setSearch('kes'));
    expect(result.current.page).toBe(0);
    turn();
    act(() => result.current.setSort('-name'));
    expect(result.current).toMatchObject({ page: 0, sort: '-name' });
    turn();
    let chosen = '';
    act(() => result.current.refilter((value: string) => (chosen = value))('pallet'));
    expect(result.current.page).toBe(0);
    expect(chosen).toBe('pallet');
  });

  it('reads the list with the search once typing pauses', async () => {
    const { result } = renderHook(() => useListScreen('name'));
    act(() => result.current.setSearch('kestrel'));
    expect(result.current).toMatchObject({ search: 'kestrel', searched: '', searching: false });
    await waitFor(() => expect(result.current).toMatchObject({ searched: 'kestrel', searching: true }));
  });

  it('opens the form for a new row or a row by id, and closes it', () => {
    const { result } = renderHook(() => useListScreen('name'));
    expect(result.current.form.target).toBeNull();
    act(() => result.current.create());
    expect(result.current.form.target).toEqual({ mode: 'create' });
    act(() => result.current.edit('7'));
    expect(result.current.form.target).toEqual({ mode: 'edit', id: '7' });
    act(() => result.current.form.onClose());
    expect(result.current.form.target).toBeNull();
  });
});
