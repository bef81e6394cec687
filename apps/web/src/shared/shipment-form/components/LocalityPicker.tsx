import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorNode } from '../../ui/form/FieldErrors';
import { useLocalitySuggestions } from '../api/search-localities';
import type { PickedLocality } from '../lib/picked';
import type { ShipmentForm } from '../lib/shipment-form';

/** Spec 9: the autocomplete helper's debounce. */
const SUGGESTION_DEBOUNCE_MS = 50;

/** A locality from the locality suggestions by suburb or postcode. */
export function LocalityPicker({ side, label }: { side: 'sender' | 'receiver'; label: string }) {
  const { control } = useFormContext<ShipmentForm>();
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
      onChange={(id, option) => {
        const timeZone = suggestions.data?.find((l) => l.id === id)?.timeZone ?? null;
        field.onChange(id && option ? { id, label: option.label, timeZone } : null);
      }}
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
