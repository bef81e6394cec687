import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import { useLocalitySuggestions } from '../api/search-localities';
import type { EstimateForm, PickedLocality } from '../lib/estimate-form';

/** Spec 9: the autocomplete helper's debounce. */
const SUGGESTION_DEBOUNCE_MS = 50;

/** An estimate may name a suburb only (spec 3): picked from the locality suggestions by suburb or postcode. */
export function LocalityPicker({ side, label }: { side: 'sender' | 'receiver'; label: string }) {
  const { control } = useFormContext<EstimateForm>();
  const { field, fieldState } = useController({ name: `${side}.locality`, control });
  const picked = field.value as PickedLocality | null;
  const [search, setSearch] = useState(picked?.label ?? '');
  const [query] = useDebouncedValue(search, SUGGESTION_DEBOUNCE_MS);
  const suggestions = useLocalitySuggestions(query === picked?.label ? '' : query);
  const options = (suggestions.data ?? []).map((l) => ({ value: l.id, label: l.label }));
  if (picked && !options.some((o) => o.value === picked.id))
    options.unshift({ value: picked.id, label: picked.label });
  const searching = query.trim().length >= 2 && query !== picked?.label;
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      placeholder="Type a suburb or postcode"
      searchable
      data={options}
      value={picked?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => field.onChange(id && option ? { id, label: option.label } : null)}
      onBlur={field.onBlur}
      filter={({ options: all }) => all}
      nothingFoundMessage={searching && !suggestions.isFetching ? 'No matching locality' : undefined}
      rightSection={suggestions.isFetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={340}
      error={fieldErrorNode(fieldState.error)}
      clearable
    />
  );
}
