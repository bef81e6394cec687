import { Button, Select, Stack } from '@mantine/core';
import {
  PICKUP_DEFAULT_SORT,
  pickupSortAliases,
  pickupStatuses,
  type PickupSearchRequest,
  type PickupStatus,
} from '@freight/contracts';
import { Link, useSearchParams } from 'react-router';
import { contextPath } from '../../../shared/config/paths';
import { scopeContext, scopeName, type ScopedPageProps } from '../../../shared/lib/context-scope';
import { pagingParams, parsePaging } from '../../../shared/lib/list-paging';
import { DateRangeFilter } from '../../../shared/ui/list/DateRangeFilter';
import { FilterBar } from '../../../shared/ui/list/FilterBar';
import { ListResult } from '../../../shared/ui/list/ListResult';
import { Screen } from '../../../shared/ui/list/Screen';
import { parseSort } from '../../../shared/ui/list/SortableTh';
import { usePickups } from '../api/search-pickups';
import { PickupsTable } from '../components/PickupsTable';
import { ReliabilityPanel } from '../components/ReliabilityPanel';
import { statusLabel } from '../lib/pickup-text';

const isStatus = (value: string | null): value is PickupStatus =>
  pickupStatuses.some((status) => status === value);

/** A sort from the address bar that the API knows, else the default. */
function sortOf(value: string | null): string {
  if (!value) return PICKUP_DEFAULT_SORT;
  const { key } = parseSort(value);
  return pickupSortAliases.some((alias) => alias === key) ? value : PICKUP_DEFAULT_SORT;
}

/** Spec 2 (P10): the pickups of the site, or of the organisation's sites the user holds, filtered and paged. */
export function ManagePickupsPage({ scope, creationPrevented, defaultPageSize }: ScopedPageProps) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const { page, pageSize } = parsePaging(params, defaultPageSize);
  const sort = sortOf(params.get('sort'));
  const request: PickupSearchRequest = {
    filter: {
      ...(scope.type === 'site' ? { siteIds: [scope.site.id] } : { organisationId: scope.organisation.id }),
      ...(isStatus(status) ? { status } : {}),
      ...(from || to
        ? { pickupWindow: { ...(from ? { start: from } : {}), ...(to ? { end: to } : {}) } }
        : {}),
    },
    page: { limit: pageSize, offset: page * pageSize },
    sort,
  };
  const pickups = usePickups(request);
  const update = (change: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, String(value));
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };
  const ctx = scopeContext(scope);
  return (
    <Screen
      title="Manage pickups"
      description={`Pickups requested from carriers for ${scopeName(scope)}.`}
      actions={
        <Button component={Link} to={contextPath('pickup.create.outbound', ctx)} disabled={creationPrevented}>
          New pickup
        </Button>
      }
    >
      <Stack gap="md">
        <FilterBar
          active={Boolean(status || from || to)}
          onClear={() => update({ status: null, from: null, to: null })}
        >
          <Select
            label="Status"
            placeholder="Any"
            clearable
            data={pickupStatuses.map((value) => ({ value, label: statusLabel(value) }))}
            value={isStatus(status) ? status : null}
            onChange={(value) => update({ status: value ?? '' })}
            w={170}
          />
          <DateRangeFilter
            label="Pickup"
            from={from || null}
            to={to || null}
            onChange={(range) => update({ from: range.from ?? '', to: range.to ?? '' })}
          />
        </FilterBar>
        <div>
          <ListResult
            answer={pickups}
            noun="pickups"
            // the default sorts by date and then by creation; its header shows the date
            state={{ pageSize, sort: sort.split(',')[0] ?? sort }}
            // another page size starts again at the first page
            onChange={(change) =>
              update(
                'sort' in change ? change : pagingParams({ page: 0, pageSize, ...change }, defaultPageSize),
              )
            }
          >
            {(rows) => (
              <PickupsTable
                {...rows}
                sites={scope.sites}
                linkTo={(pickup) =>
                  contextPath('pickup.view', { type: 'site', id: pickup.siteId }, { pickupId: pickup.id })
                }
              />
            )}
          </ListResult>
        </div>
        <ReliabilityPanel scope={scope} />
      </Stack>
    </Screen>
  );
}
