import { DateRangeFilter } from '../../../shared/ui/list/DateRangeFilter';
import { DebouncedTextInput } from '../../../shared/ui/list/DebouncedTextInput';
import { FilterBar, MovementTypeFilter } from '../../../shared/ui/list/FilterBar';
import type { ManageQuery } from '../lib/manage-query';

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
    <FilterBar
      active={active}
      onClear={() => onChange({ type: null, search: '', createdFrom: null, createdTo: null })}
    >
      <DebouncedTextInput
        label="Search"
        placeholder="Number, reference, name, suburb"
        value={value.search}
        onChange={(search) => onChange({ search })}
        w={280}
      />
      <MovementTypeFilter value={value.type} onChange={(type) => onChange({ type })} w={220} />
      <DateRangeFilter
        label="Created"
        from={value.createdFrom}
        to={value.createdTo}
        onChange={({ from, to }) => onChange({ createdFrom: from, createdTo: to })}
        w={180}
      />
    </FilterBar>
  );
}
