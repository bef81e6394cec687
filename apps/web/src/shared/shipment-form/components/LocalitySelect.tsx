import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { fieldErrorNode } from '../../ui/form/FieldErrors';
import { useLocalitySuggestions } from '../api/search-localities';
import { pickedLocalitySchema } from '../lib/picked';

/** Spec 9: the autocomplete helper's debounce. */
const SUGGESTION_DEBOUNCE_MS = 50;

/**
 * A form's locality, picked from GET /api/address/localities searched by suburb or postcode; it holds the id, the
 * label the control shows and the locality's time zone.
 */
export function LocalitySelect<T extends FieldValues>({
  name,
  label,
}: {
  name: FieldPath<T>;
  label: ReactNode;
}) {
  const { field, fieldState } = useController<T>({ name });
  const held = pickedLocalitySchema.safeParse(field.value);
  const picked = held.success ? held.data : null;
  const [search, setSearch] = useState(picked?.label ?? '');
  // a locality set from outside (an address found by verification, an entry picked) shows in the control too
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
