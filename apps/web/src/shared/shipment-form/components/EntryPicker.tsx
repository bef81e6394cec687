import { Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { fieldErrorNode } from '../../ui/form/FieldErrors';
import { useEntryChoices } from '../api/search-entries';
import type { PickedEntry } from '../lib/picked';
import type { ShipmentForm } from '../lib/shipment-form';
import { keepingPicked, SearchedSelect, useSearchText } from './SearchedSelect';

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
  const { search, setSearch, sent } = useSearchText(picked?.name);
  const choices = useEntryChoices(siteId, sent);
  const found = choices.data ?? [];
  const options = keepingPicked(
    found.map((c) => ({ value: c.id, label: c.name })),
    picked && { value: picked.id, label: picked.name },
  );
  const addressOf = (id: string) =>
    found.find((c) => c.id === id)?.address ?? (picked?.id === id ? picked.address : '');
  const pick = (id: string, name: string): PickedEntry => {
    const choice = found.find((c) => c.id === id);
    if (!choice) return { id, name, address: addressOf(id) };
    // everything the address book listed of it comes with the pick
    return { ...choice, id, name };
  };
  return (
    <Stack gap={4}>
      <SearchedSelect
        ref={field.ref}
        name={field.name}
        label={label}
        placeholder="Search the address book"
        data={options}
        value={picked?.id ?? null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(id, option) => field.onChange(id && option ? pick(id, option.label) : null)}
        onBlur={field.onBlur}
        renderOption={({ option }) => (
          <div>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {addressOf(option.value)}
            </Text>
          </div>
        )}
        fetching={choices.isFetching}
        nothingFoundMessage={choices.isFetching ? undefined : 'No matching entry'}
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
