import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldLabel } from '../../../shared/ui/form';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import { useEntryChoices } from '../../../shared/shipment-form/api/search-entries';
import type { PolicyForm } from '../lib/policy-form';

/** Spec 9: the autocomplete helper's debounce. */
const DEBOUNCE_MS = 50;

/** Picks one of the site's address book entries, searched by name, address or code. */
export function EntryPickerField({ siteId }: { siteId: string }) {
  const { field, fieldState } = useController<PolicyForm, 'addressBookEntry'>({ name: 'addressBookEntry' });
  const picked = field.value;
  const [search, setSearch] = useState(picked?.name ?? '');
  const [query] = useDebouncedValue(search, DEBOUNCE_MS);
  const choices = useEntryChoices(siteId, query === picked?.name ? '' : query);
  const options = (choices.data ?? []).map((c) => ({ value: c.id, label: c.name, address: c.address }));
  if (picked && !options.some((o) => o.value === picked.id))
    options.unshift({ value: picked.id, label: picked.name, address: '' });
  return (
    <Select
      ref={field.ref}
      label={<FieldLabel label="Address book entry" />}
      placeholder="Search the address book"
      searchable
      data={options}
      value={picked?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id, option) => field.onChange(id && option ? { id, name: option.label } : null)}
      onBlur={field.onBlur}
      filter={({ options: all }) => all}
      renderOption={({ option }) => {
        const address = options.find((o) => o.value === option.value)?.address;
        return (
          <div>
            <div>{option.label}</div>
            {address ? <div style={{ fontSize: 12, opacity: 0.7 }}>{address}</div> : null}
          </div>
        );
      }}
      rightSection={choices.isFetching ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={choices.isFetching ? undefined : 'No matching entry'}
      maxDropdownHeight={340}
      error={fieldErrorNode(fieldState.error)}
    />
  );
}
