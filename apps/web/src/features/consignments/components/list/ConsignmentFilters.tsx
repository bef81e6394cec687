import { Button, Group, MultiSelect, Select, Switch, TextInput } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { ConsignmentListState, FilterOption } from '../../lib/list-query';
import { typeLabel } from '../../lib/list-format';
import { DebouncedTextInput } from '../../../../shared/ui/list/DebouncedTextInput';

export type FilterField =
  | 'search'
  | 'type'
  | 'dispatchDate'
  | 'service'
  | 'carrier'
  | 'receiver'
  | 'dangerousGoods'
  | 'eta'
  | 'overdue';

type Filters = Omit<ConsignmentListState, 'page' | 'pageSize' | 'sort'>;

export const noFilters: Filters = {
  type: null,
  dispatchDate: null,
  services: [],
  carriers: [],
  receiver: '',
  dangerousGoods: null,
  search: '',
  etaFrom: null,
  etaTo: null,
  overdue: false,
};

const dgOptions = [
  { value: 'true', label: 'With dangerous goods' },
  { value: 'false', label: 'Without dangerous goods' },
];

/** A list's filters, those named by `fields`; each change goes to the URL. */
export function ConsignmentFilters({
  fields,
  value,
  onChange,
  services,
  carriers,
  active,
}: {
  fields: readonly FilterField[];
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
  services: readonly FilterOption[];
  carriers: readonly FilterOption[];
  active: boolean;
}) {
  const has = (field: FilterField) => fields.includes(field);
  return (
    <Group gap="sm" align="flex-end" mb="sm">
      {has('search') ? (
        <DebouncedTextInput
          label="Search"
          placeholder="Number, reference, name"
          value={value.search}
          onChange={(search) => onChange({ search })}
          w={220}
        />
      ) : null}
      {has('overdue') ? (
        <Switch
          label="Overdue"
          description="Not delivered, ETA past"
          checked={value.overdue}
          onChange={(event) => onChange({ overdue: event.currentTarget.checked })}
          mb={4}
        />
      ) : null}
      {has('type') ? (
        <Select
          label="Type"
          placeholder="All types"
          data={movementTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          value={value.type}
          onChange={(next) => onChange({ type: movementTypes.find((t) => t === next) ?? null })}
          clearable
          w={200}
        />
      ) : null}
      {has('dispatchDate') ? (
        <TextInput
          label="Dispatch date"
          type="date"
          value={value.dispatchDate ?? ''}
          onChange={(event) => onChange({ dispatchDate: event.currentTarget.value || null })}
          w={160}
        />
      ) : null}
      {has('eta') ? (
        <>
          <TextInput
            label="ETA from"
            type="date"
            value={value.etaFrom ?? ''}
            max={value.etaTo ?? undefined}
            onChange={(event) => onChange({ etaFrom: event.currentTarget.value || null })}
            w={160}
          />
          <TextInput
            label="ETA to"
            type="date"
            value={value.etaTo ?? ''}
            min={value.etaFrom ?? undefined}
            onChange={(event) => onChange({ etaTo: event.currentTarget.value || null })}
            w={160}
          />
        </>
      ) : null}
      {has('carrier') ? (
        <MultiSelect
          label="Carrier"
          placeholder={value.carriers.length ? undefined : 'All carriers'}
          data={[...carriers]}
          value={value.carriers}
          onChange={(carriersChosen) => onChange({ carriers: carriersChosen })}
          clearable
          w={220}
        />
      ) : null}
      {has('service') ? (
        <MultiSelect
          label="Service"
          placeholder={value.services.length ? undefined : 'All services'}
          data={[...services]}
          value={value.services}
          onChange={(servicesChosen) => onChange({ services: servicesChosen })}
          searchable
          clearable
          w={260}
        />
      ) : null}
      {has('receiver') ? (
        <DebouncedTextInput
          label="Receiver"
          placeholder="Receiver name"
          value={value.receiver}
          onChange={(receiver) => onChange({ receiver })}
          w={200}
        />
      ) : null}
      {has('dangerousGoods') ? (
        <Select
          label="Dangerous goods"
          placeholder="With or without"
          data={dgOptions}
          value={value.dangerousGoods === null ? null : String(value.dangerousGoods)}
          onChange={(next) => onChange({ dangerousGoods: next === null ? null : next === 'true' })}
          clearable
          w={210}
        />
      ) : null}
      {active ? (
        <Button variant="subtle" onClick={() => onChange(noFilters)}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
