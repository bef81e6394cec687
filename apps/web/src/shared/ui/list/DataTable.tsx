import { Button, Checkbox, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortableTh } from './SortableTh';

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

/** The row actions every list offers: edit and delete, each named for its row so a screen reader can tell them apart. */
export interface RowActions<T> {
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** The row's name in its actions' labels: 'Edit {name}', 'Delete {name}'. */
  nameOf: (row: T) => string;
}

/** Rows that can be chosen: the chosen ids, and how they change; the header box chooses the whole page. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The rows' name in the header box's label: 'Select all {noun} on this page'. */
  noun: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DataColumn<T>[];
  sort: string;
  onSort: (sort: string) => void;
  /** What an empty list says (with or without a search). */
  empty: string;
  /** While the rows are first read: a loader in place of the body. */
  loading?: boolean;
  actions?: RowActions<T>;
  selection?: RowSelection;
  'aria-label'?: string;
}

const numeric = { style: { fontVariantNumeric: 'tabular-nums' } } as const;

function SelectAll<T>({
  rows,
  rowKey,
  selection,
}: Pick<DataTableProps<T>, 'rows' | 'rowKey'> & { selection: RowSelection }) {
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <Checkbox
      aria-label={`Select all ${selection.noun} on this page`}
      checked={keys.length > 0 && chosen === keys.length}
      indeterminate={chosen > 0 && chosen < keys.length}
      disabled={keys.length === 0}
      onChange={(event) => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (event.currentTarget.checked) next.add(key);
          else next.delete(key);
        }
        selection.onChange(next);
      }}
    />
  );
}

/**
 * The lists' table: sortable headers (aria-sort), optional row selection, edit and delete actions named for their
 * row, and the empty and loading states in the body, so every list reads and behaves alike.
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  sort,
  onSort,
  empty,
  loading = false,
  actions,
  selection,
  'aria-label': label,
}: DataTableProps<T>) {
  const span = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  let notice: ReactNode = null;
  if (loading)
    notice = (
      <Group justify="center" py="lg" role="status" aria-label="Loading">
        <Loader size="sm" />
      </Group>
    );
  else if (rows.length === 0)
    notice = (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="sm"
      stickyHeader
      stickyHeaderOffset={60}
      styles={{ th: { whiteSpace: 'nowrap' } }}
      aria-label={label}
      aria-busy={loading || undefined}
    >
      <Table.Thead>
        <Table.Tr>
          {selection ? (
            <Table.Th w={40}>
              <SelectAll rows={rows} rowKey={rowKey} selection={selection} />
            </Table.Th>
          ) : null}
          {columns.map((column) =>
            column.sortKey ? (
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
            const key = rowKey(row);
            return (
              <Table.Tr key={key} aria-selected={selection ? selection.selected.has(key) : undefined}>
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${actions?.nameOf(row) ?? key}`}
                      checked={selection.selected.has(key)}
                      onChange={(event) => {
                        const next = new Set(selection.selected);
                        if (event.currentTarget.checked) next.add(key);
                        else next.delete(key);
                        selection.onChange(next);
                      }}
                    />
                  </Table.Td>
                ) : null}
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align} {...(column.align === 'right' ? numeric : {})}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {actions.onEdit ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => actions.onEdit?.(row)}
                          aria-label={`Edit ${actions.nameOf(row)}`}
                        >
                          Edit
                        </Button>
                      ) : null}
                      {actions.onDelete ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => actions.onDelete?.(row)}
                          aria-label={`Delete ${actions.nameOf(row)}`}
                        >
                          Delete
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </Table>
  );
}
