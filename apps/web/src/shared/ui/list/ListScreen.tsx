import { Button, Group } from '@mantine/core';
import type { GroupProps } from '@mantine/core';
import type { PagedResult } from '@freight/rules';
import type { ComponentProps, ReactNode } from 'react';
import { ListFooter } from './ListFooter';
import { ListPanel } from './ListPanel';
import { Screen } from './Screen';
import type { QueryState } from './query-state';
import type { ListRowsProps } from './RecordTable';
import { SearchInput } from './SearchInput';
import type { useListScreen } from './use-list-screen';

export interface ListScreenProps<T extends { id: string }> {
  title: string;
  description: ReactNode;
  /** The create button's text, e.g. 'New preset'. */
  newLabel: string;
  /** Spec 4.6: while the site may not create data, its creation actions are disabled. */
  creationPrevented: boolean;
  /** Actions before the create button. */
  actions?: ReactNode;
  /** The text search above the list: its name for screen readers, what it matches, its width. */
  search?: Pick<ComponentProps<typeof SearchInput>, 'label' | 'placeholder' | 'w'>;
  /** The filters after the search, and how their row lays out. */
  filters?: ReactNode;
  filterLayout?: Omit<GroupProps, 'children'>;
  list: Pick<
    ReturnType<typeof useListScreen>,
    'search' | 'setSearch' | 'create' | 'edit' | 'sort' | 'setSort' | 'setPage'
  >;
  query: QueryState<PagedResult<T>>;
  /** Plural name of the rows: the footer's count, and 'Loading {noun}' unless `loadingLabel` says otherwise. */
  noun: string;
  loadingLabel?: string;
  /** The table of a page's rows. */
  table: (rows: ListRowsProps<T>) => ReactNode;
  /** The form modals the screen opens. */
  children?: ReactNode;
}

/**
 * A settings list screen (document 3, 2): its title and create button, its search and filters, the table of the
 * page read (a loader or the error until then), the count and pages under it, and its form modals.
 */
export function ListScreen<T extends { id: string }>({
  title,
  description,
  newLabel,
  creationPrevented,
  actions,
  search,
  filters,
  filterLayout,
  list,
  query,
  loadingLabel,
  noun,
  table,
  children,
}: ListScreenProps<T>) {
  return (
    <Screen
      title={title}
      description={description}
      actions={
        <>
          {actions}
          <Button disabled={creationPrevented} onClick={list.create}>
            {newLabel}
          </Button>
        </>
      }
    >
      <Group mb="sm" {...filterLayout}>
        {search ? <SearchInput {...search} value={list.search} onChange={list.setSearch} /> : null}
        {filters}
      </Group>
      <ListPanel query={query} loadingLabel={loadingLabel ?? `Loading ${noun}`}>
        {({ items }) =>
          table({ rows: items, sort: list.sort, onSort: list.setSort, onEdit: (row) => list.edit(row.id) })
        }
      </ListPanel>
      {query.data ? <ListFooter result={query.data} onPage={list.setPage} noun={noun} /> : null}
      {children}
    </Screen>
  );
}
