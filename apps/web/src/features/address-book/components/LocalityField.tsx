import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldLabel } from '../../../shared/ui/form';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import { useLocalitySuggestions } from '../api/search-localities';
import type { EntryForm, PickedLocality } from '../lib/entry-form';

/** Spec 9: the autocomplete helper's debounce. */
const SUGGESTION_DEBOUNCE_MS = 50;

/** Picks a locality from the suggestions of GET /api/address/localities, searched by suburb or postcode. */
export function LocalityField({ label = 'Suburb, state and postcode' }: { label?: string }) {
  const { control } = useFormContext<EntryForm>();
  const { field, fieldState } = useController({ name: 'locality', control });
  const picked = field.value as PickedLocality | null;
  const [search, setSearch] = useState(picked?.label ?? '');
  // a locality set from outside (an address found by verification) shows in the control too
  const pickedLabel = picked?.label;
  useEffect(() => {
    if (pickedLabel !== undefined) setSearch(pickedLabel);
  }, [pickedLabel]);
  const [query] = useDebouncedValue(search, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useLocalitySuggestions(query === picked?.label ? '' : query);
  const options = (suggestions.data ?? []).map((l) => ({ value: l.id, label: l.label }));
  // the picked locality stays an option, so the control can show it
  if (picked && !options.some((o) => o.value === picked.id))
    options.unshift({ value: picked.id, label: picked.label });
  const searching = query.trim().length >= 2 && query !== picked?.label;

  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={<FieldLabel label={label} />}
      placeholder="Type a suburb or postcode"
      searchable
      data={options}
      value={picked?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => field.onChange(id && option ? { id, label: option.label } : null)}
      onBlur={field.onBlur}
      // the server has already filtered and ranked the suggestions
      filter={({ options: all }) => all}
      nothingFoundMessage={searching && !suggestions.isFetching ? 'No matching locality' : undefined}
      rightSection={suggestions.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={340}
      error={fieldErrorNode(fieldState.error)}
      clearable
    />
  );
}
