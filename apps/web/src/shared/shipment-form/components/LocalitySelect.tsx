import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { fieldErrorNode } from '../../ui/form/FieldErrors';
import { useLocalitySuggestions } from '../api/search-localities';
import { pickedLocalitySchema } from '../lib/picked';
import { keepingPicked, SearchedSelect, useSearchText } from './SearchedSelect';

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
  const { search, setSearch, query, sent } = useSearchText(picked?.label);
  // a locality set from outside (an address found by verification, an entry picked) shows in the control too
  const pickedLabel = picked?.label;
  useEffect(() => {
    if (pickedLabel !== undefined) setSearch(pickedLabel);
  }, [pickedLabel, setSearch]);
  const suggestions = useLocalitySuggestions(sent);
  const options = keepingPicked(
    (suggestions.data ?? []).map((l) => ({ value: l.id, label: l.label })),
    picked && { value: picked.id, label: picked.label },
  );
  const searching = query.trim().length >= 2 && query !== picked?.label;

  return (
    <SearchedSelect
      ref={field.ref}
      name={field.name}
      label={label}
      placeholder="Type a suburb or postcode"
      data={options}
      value={picked?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => {
        const timeZone = suggestions.data?.find((l) => l.id === id)?.timeZone ?? null;
        field.onChange(id && option ? { id, label: option.label, timeZone } : null);
      }}
      onBlur={field.onBlur}
      nothingFoundMessage={searching && !suggestions.isFetching ? 'No matching locality' : undefined}
      fetching={suggestions.isFetching}
      error={fieldErrorNode(fieldState.error)}
      clearable
    />
  );
}
