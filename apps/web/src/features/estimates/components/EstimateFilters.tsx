import { Button, Group, Select, TextInput } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import { DebouncedTextInput } from '../../../shared/ui/list/DebouncedTextInput';
import type { ManageQuery } from '../lib/manage-query';
import { typeLabel } from '../lib/estimate-text';

type Filters = Pick<ManageQuery, 'type' | 'search' | 'createdFrom' | 'createdTo'>;

/**
 * The list's filters: words to find, the type, and the days the estimates were created between (spec 7:
 * createdAt range).
 */
export function EstimateFilters({
  value,
  onChange,
}: {
  value: Filters;
  /** Only the filters changed: the list's other state (its page) is the caller's. */
  onChange: (change: Partial<Filters>) => void;
}) {
  const active =
    value.type !== null || value.search !== '' || value.createdFrom !== null || value.createdTo !== null;
  return (
    <Group gap="sm" align="flex-end" mb="sm">
      <DebouncedTextInput
        label="Search"
        placeholder="Number, reference, name, suburb"
        value={value.search}
        onChange={(search) => onChange({ search })}
        w={240}
      />
      <Select
        label="Type"
        placeholder="All types"
        data={movementTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={value.type}
        onChange={(next) => onChange({ type: movementTypes.find((t) => t === next) ?? null })}
        clearable
        w={220}
      />
      <TextInput
        label="Created from"
        type="date"
        value={value.createdFrom ?? ''}
        max={value.createdTo ?? undefined}
        onChange={(event) => onChange({ createdFrom: event.currentTarget.value || null })}
        w={180}
      />
      <TextInput
        label="Created to"
        type="date"
        value={value.createdTo ?? ''}
        min={value.createdFrom ?? undefined}
        onChange={(event) => onChange({ createdTo: event.currentTarget.value || null })}
        w={180}
      />
      {active ? (
        <Button
          variant="subtle"
          onClick={() => onChange({ type: null, search: '', createdFrom: null, createdTo: null })}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
