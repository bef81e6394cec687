import { Anchor, Group } from '@mantine/core';
import type { ConsignmentSummary } from '@freight/contracts';
import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ContextScope } from '../../../../shared/lib/context-scope';
import { buildQuery } from '../../../../shared/lib/query-string';
import { ListResult } from '../../../../shared/ui/list/ListResult';
import { Screen } from '../../../../shared/ui/list/Screen';
import { useKeptSelection } from '../../../../shared/ui/list/DataTableSelection';
import { consignmentCsvUrl, useConsignmentList } from '../../api/list-consignments';
import {
  carrierOptions,
  documentPath,
  manifestPath,
  pickupPrefillPath,
  serviceOptions,
  viewPath,
} from '../../lib/list-links';
import {
  isFiltered,
  listApiQuery,
  listFilterParams,
  listQueryParams,
  parseListQuery,
} from '../../lib/list-query';
import type { ConsignmentListKind, ConsignmentListState, ListScope } from '../../lib/list-query';
import { ConsignmentFilters } from './ConsignmentFilters';
import type { FilterField } from './ConsignmentFilters';
import type { OverdueFilterProps } from './OverdueFilter';
import { ConsignmentsTable } from './ConsignmentsTable';
import { SelectionActions } from './SelectionActions';

export interface ConsignmentListScreenProps {
  kind: ConsignmentListKind;
  scope: ContextScope;
  defaultPageSize: number;
  title: string;
  description: ReactNode;
  filters: readonly FilterField[];
  /** The control of the overdue filter, where `filters` has it. */
  overdueFilter?: ComponentType<OverdueFilterProps>;
  /** Rows can be selected and acted on together. */
  selectable?: boolean;
  emptyText: string;
  /** Where a row's number leads (default: the consignment's view). */
  linkTo?: (consignment: ConsignmentSummary) => string;
  /** Each row lists its issues. */
  showIssues?: boolean;
  /** Above the filters (Resolve consignment issues: the import, and which list). */
  toolbar?: ReactNode;
  /** Header actions beside the CSV export. */
  headerActions?: ReactNode;
  /** Actions on the selected rows in place of the manifest and documents ones. */
  renderSelectionActions?: (selected: readonly ConsignmentSummary[], clear: () => void) => ReactNode;
}

const listScopeOf = (scope: ContextScope): ListScope =>
  scope.type === 'site' ? { siteIds: [scope.site.id] } : { organisationId: scope.organisation.id };

/**
 * A list belongs to its context. When the context changes under a mounted list (the shell's "Loading site details"
 * is skipped when the next context's data is already at hand), a list kept mounted would show the previous site's
 * rows as the new site's while the new ones load (they are kept as placeholder between pages) and would keep its
 * selection of the previous site's consignments. Keyed by context, another site starts afresh.
 */
export function ConsignmentListScreen(props: ConsignmentListScreenProps) {
  const { scope } = props;
  const context = scope.type === 'site' ? `site-${scope.site.id}` : `org-${scope.organisation.id}`;
  return <ListScreen key={context} {...props} />;
}

/** A consignment list whose filters, sort and page live in the URL (spec 2), paged 30, 50 or 100 (V07). */
function ListScreen({
  kind,
  scope,
  defaultPageSize,
  title,
  description,
  filters,
  overdueFilter,
  selectable = false,
  emptyText,
  linkTo = viewPath,
  showIssues = false,
  toolbar,
  headerActions,
  renderSelectionActions,
}: ConsignmentListScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseListQuery(searchParams, defaultPageSize);
  const where = listScopeOf(scope);
  const list = useConsignmentList(listApiQuery(kind, where, state));
  const csvUrl = consignmentCsvUrl(listFilterParams(kind, where, state));
  const services = useMemo(() => serviceOptions(scope.sites), [scope.sites]);
  const carriers = useMemo(() => carrierOptions(scope.sites), [scope.sites]);
  // selected rows are kept with their summaries, so actions still name them on another page; another filter or
  // search clears them
  const selection = useKeptSelection<ConsignmentSummary>(state);

  // a changed filter or sort starts again at the first page; the screen's own parameters (Resolve issues' `show`)
  // stay as they are
  const update = (change: Partial<ConsignmentListState>) => {
    const own = listQueryParams({ ...state, page: 0, ...change }, defaultPageSize);
    const next = new URLSearchParams(buildQuery(own));
    for (const [key, value] of searchParams) if (!(key in own)) next.append(key, value);
    setSearchParams(next);
  };

  const selectedRows = [...selection.kept.values()];

  return (
    <Screen
      title={title}
      description={description}
      actions={
        <Group gap="md">
          {headerActions}
          <Anchor href={csvUrl} download="consignments.csv" size="sm">
            Export CSV
          </Anchor>
        </Group>
      }
    >
      {toolbar}
      <ConsignmentFilters
        fields={filters}
        value={state}
        onChange={update}
        services={services}
        carriers={carriers}
        active={isFiltered(state)}
        overdueFilter={overdueFilter}
      />
      {selectable && renderSelectionActions ? (
        renderSelectionActions(selectedRows, selection.clear)
      ) : selectable ? (
        <SelectionActions
          selected={selectedRows}
          documentPath={(consignment, document) => documentPath(consignment.id, document)}
          manifestPath={manifestPath(selectedRows)}
          pickupPath={pickupPrefillPath(selectedRows)}
          onClear={selection.clear}
          printSiteId={scope.type === 'site' ? scope.site.id : undefined}
        />
      ) : null}
      <ListResult answer={list} noun="consignments" state={state} onChange={update}>
        {(rows) => (
          <ConsignmentsTable
            {...rows}
            linkTo={linkTo}
            showIssues={showIssues}
            showSite={scope.type === 'org'}
            showStatus={kind === 'track'}
            selected={selectable ? selection.keys : undefined}
            onSelect={selectable ? (keys) => selection.change(rows.rows, keys) : undefined}
            emptyText={isFiltered(state) ? 'No consignments match these filters.' : emptyText}
          />
        )}
      </ListResult>
    </Screen>
  );
}
