import type { ComponentType } from 'react';
import type { ConsignmentListState, FilterOption } from '../../lib/list-query';
import { DayInput } from '../../../../shared/ui/list/DayInput';
import { DateRangeFilter } from '../../../../shared/ui/list/DateRangeFilter';
import { DebouncedTextInput } from '../../../../shared/ui/list/DebouncedTextInput';
import { FilterBar, MovementTypeFilter } from '../../../../shared/ui/list/FilterBar';
import { MultiSelect, Select } from '../../../../shared/ui/inputs/DeferredSelect';
import type { OverdueFilterProps } from './OverdueFilter';

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
  overdueFilter: Overdue,
}: {
  fields: readonly FilterField[];
  value: Filters;
  onChange: (change: Partial<Filters>) => void;
  services: readonly FilterOption[];
  carriers: readonly FilterOption[];
  active: boolean;
  /** The overdue field's control, given by the list that has that field. */
  overdueFilter?: ComponentType<OverdueFilterProps> | undefined;
}) {
  const has = (field: FilterField) => fields.includes(field);
  return (
    <FilterBar active={active} onClear={() => onChange(noFilters)}>
      {has('search') ? (
        <DebouncedTextInput
          label="Search"
          placeholder="Number, reference, name"
          value={value.search}
          onChange={(search) => onChange({ search })}
          w={220}
        />
      ) : null}
      {has('overdue') && Overdue ? (
        <Overdue checked={value.overdue} onChange={(overdue) => onChange({ overdue })} />
      ) : null}
      {has('type') ? (
        <MovementTypeFilter value={value.type} onChange={(type) => onChange({ type })} w={200} />
      ) : null}
      {has('dispatchDate') ? (
        <DayInput
          label="Dispatch date"
          value={value.dispatchDate}
          onChange={(dispatchDate) => onChange({ dispatchDate })}
          w={160}
        />
      ) : null}
      {has('eta') ? (
        <DateRangeFilter
          label="ETA"
          from={value.etaFrom}
          to={value.etaTo}
          onChange={({ from, to }) => onChange({ etaFrom: from, etaTo: to })}
        />
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
    </FilterBar>
  );
}
