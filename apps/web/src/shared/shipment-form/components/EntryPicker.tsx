import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorNode } from '../../ui/form/FieldErrors';
import { useEntryChoices } from '../api/search-entries';
import type { PickedEntry } from '../lib/picked';
import type { ShipmentForm } from '../lib/shipment-form';

/** Spec 9: the autocomplete helper's debounce. */
const DEBOUNCE_MS = 50;

/** Picks a sender or receiver from the site's address book, searched by name, address or code. */
export function EntryPicker({
  siteId,
  side,
  label,
}: {
  siteId: string;
  side: 'sender' | 'receiver';
  label: string;
}) {
  const { control } = useFormContext<ShipmentForm>();
  const { field, fieldState } = useController({ name: `${side}.entry`, control });
  const picked = field.value as PickedEntry | null;
  const [search, setSearch] = useState(picked?.name ?? '');
  const [query] = useDebouncedValue(search, DEBOUNCE_MS);
  const choices = useEntryChoices(siteId, query === picked?.name ? '' : query);
  const found = choices.data ?? [];
  const options = found.map((c) => ({ value: c.id, label: c.name }));
  // the picked entry stays an option, so the control can show it
  if (picked && !options.some((o) => o.value === picked.id))
    options.unshift({ value: picked.id, label: picked.name });
  const addressOf = (id: string) =>
    found.find((c) => c.id === id)?.address ?? (picked?.id === id ? picked.address : '');
  const pick = (id: string, name: string): PickedEntry => {
    const choice = found.find((c) => c.id === id);
    if (!choice) return { id, name, address: addressOf(id) };
    return { id, name, address: choice.address, addressId: choice.addressId, timeZone: choice.timeZone };
  };
  return (
    <Stack gap={4}>
      <Select
        ref={field.ref}
        name={field.name}
        label={label}
        placeholder="Search the address book"
        searchable
        data={options}
        value={picked?.id ?? null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(id, option) => field.onChange(id && option ? pick(id, option.label) : null)}
        onBlur={field.onBlur}
        // the server has already filtered and ranked the entries
        filter={({ options: all }) => all}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {addressOf(option.value)}
            </Text>
          </div>
        )}
        rightSection={choices.isFetching ? <Loader size="xs" /> : undefined}
        nothingFoundMessage={choices.isFetching ? undefined : 'No matching entry'}
        maxDropdownHeight={340}
        error={fieldErrorNode(fieldState.error)}
      />
      {picked?.address ? (
        <Text size="xs" c="dimmed" pl={2}>
          {picked.address}
        </Text>
      ) : null}
    </Stack>
  );
}
