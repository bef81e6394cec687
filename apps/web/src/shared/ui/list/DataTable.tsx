import { Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { RowActionButtons } from './DataTableRowActions';
import type { RowActions } from './DataTableRowActions';
import { RowSelectBox, SelectAllBox } from './DataTableSelection';
import type { RowSelection } from './DataTableSelection';
import { ListTable as Table } from './ListTable';
import { SortableTh } from './SortableTh';
import { TableScroller } from '../TableScroller';

export type { RowActions } from './DataTableRowActions';
export type { RowSelection } from './DataTableSelection';

/** One column: its header, how a row shows in it, and the API's sort alias when it sorts. */
export interface DataColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The sort alias; absent for a column that does not sort. */
  sortKey?: string;
  width?: number | string;
  /** Numbers are right-aligned, header and cells. */
  align?: 'left' | 'right';
}

export interface DataTableProps<T extends { id: string }> {
  /** The rows, each keyed by its id. */
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  /** The sort and its change; absent where no column sorts. */
  sort?: string;
  onSort?: (sort: string) => void;
  /** What an empty list says (with or without a search). */
  empty: string;
  /** While the rows are first read: a loader in place of the body. */
  loading?: boolean;
  actions?: RowActions<T>;
  selection?: RowSelection<T>;
  /** A click anywhere on a row opens it (its links, boxes and actions keep their own clicks). */
  onRowClick?: (row: T) => void;
  /** Where the table scrolls sideways, the width below which it does not squeeze (rows holding fields). */
  minWidth?: string;
  'aria-label'?: string;
}

const numeric = { style: { fontVariantNumeric: 'tabular-nums' } } as const;

/** The empty or loading state in place of the rows, or nothing when there are rows to show. */
function bodyNotice(loading: boolean, empty: string, count: number): ReactNode {
  if (loading)
    return (
      <Group justify="center" py="lg" role="status" aria-label="Loading">
        <Loader size="sm" />
      </Group>
    );
  if (count === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  return null;
}

function SelectionTh<T>({ keys, selection }: { keys: readonly string[]; selection: RowSelection<T> }) {
  return (
    <Table.Th w={40}>
      {selection.allLabel === null ? (
        <VisuallyHidden>{selection.columnName ?? selection.noun}</VisuallyHidden>
      ) : (
        <SelectAllBox keys={keys} selection={selection} />
      )}
    </Table.Th>
  );
}

/**
 * The lists' table: sortable headers (aria-sort), optional row selection, edit and delete actions named for their
 * row, and the empty and loading states in the body, so every list reads and behaves alike.
 */
export function DataTable<T extends { id: string }>({
  rows,
  columns,
  sort,
  onSort,
  empty,
  loading = false,
  actions,
  selection,
  onRowClick,
  minWidth,
  'aria-label': label,
}: DataTableProps<T>) {
  const span = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const notice = bodyNotice(loading, empty, rows.length);
  const selectable = (row: T) => selection?.canSelect?.(row) ?? true;
  return (
    <TableScroller label={label ?? 'Table'} minWidth={minWidth} stickyHeader>
      <Table aria-label={label} aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <SelectionTh keys={rows.filter(selectable).map((row) => row.id)} selection={selection} />
            ) : null}
            {columns.map((column) =>
              column.sortKey && sort !== undefined && onSort ? (
                <SortableTh
                  key={column.key}
                  sortKey={column.sortKey}
                  sort={sort}
                  onSort={onSort}
                  w={column.width}
                  align={column.align}
                >
                  {column.header}
                </SortableTh>
              ) : (
                <Table.Th key={column.key} w={column.width} ta={column.align}>
                  {column.header}
                </Table.Th>
              ),
            )}
            {actions ? (
              <Table.Th w={120}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notice ? (
            <Table.Tr>
              <Table.Td colSpan={span}>{notice}</Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const key = row.id;
              const chosen = selection ? selection.selected.has(key) : undefined;
              return (
                <Table.Tr
                  key={key}
                  aria-selected={chosen}
                  bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {selection ? (
                    <Table.Td>
                      <RowSelectBox
                        rowKey={key}
                        label={selection.rowLabel?.(row) ?? `Select ${actions?.nameOf(row) ?? key}`}
                        disabled={!selectable(row)}
                        selection={selection}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.align}
                      {...(column.align === 'right' ? numeric : {})}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {actions ? (
                    <Table.Td>
                      <RowActionButtons row={row} actions={actions} />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
