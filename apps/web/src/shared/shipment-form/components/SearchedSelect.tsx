import { Loader, Select } from '@mantine/core';
import type { ComboboxItem, SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Ref } from 'react';

/** Spec 9: the autocomplete helper's debounce. */
const DEBOUNCE_MS = 50;

/**
 * What is typed into a select the server searches (`search`), debounced (`query`), and the search to send: none
 * while the text is the picked option's own label.
 */
export function useSearchText(pickedLabel: string | undefined) {
  const [search, setSearch] = useState(pickedLabel ?? '');
  const [query] = useDebouncedValue(search, DEBOUNCE_MS);
  return { search, setSearch, query, sent: query === pickedLabel ? '' : query };
}

/** The options found, with the picked one kept (first) when the search did not find it, so the control shows it. */
export function keepingPicked(found: ComboboxItem[], picked: ComboboxItem | null): ComboboxItem[] {
  return picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
}

/**
 * A select whose options the server has already searched and ranked: shown as they come, with a loader while they
 * are fetched.
 */
export function SearchedSelect({
  fetching,
  ...props
}: SelectProps & { fetching: boolean; ref?: Ref<HTMLInputElement> }) {
  return (
    <Select
      searchable
      filter={({ options }) => options}
      rightSection={fetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={340}
      {...props}
    />
  );
}
