import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { FormModalOpening, FormTarget } from './FormModal';

/** Spec 9: searches wait for typing to pause. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A list screen's own state: its search (and the text the list is read with, once typing pauses), sort, page and
 * the row its form modal is open for. Any change of what is listed goes back to the first page.
 */
export function useListScreen(defaultSort: string) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(defaultSort);
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const refilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const form: FormModalOpening = { target, onClose: () => setTarget(null) };
  return {
    search,
    setSearch: refilter(setSearch),
    searched,
    /** Whether the list is narrowed by a search. */
    searching: searched.trim() !== '',
    sort,
    setSort: refilter(setSort),
    page,
    setPage,
    refilter,
    form,
    create: () => setTarget({ mode: 'create' }),
    edit: (id: string) => setTarget({ mode: 'edit', id }),
  };
}
