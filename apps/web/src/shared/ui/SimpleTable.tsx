import { Table } from '@mantine/core';
import type { TableProps, TableTdProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import { TableScroller } from './TableScroller';

/** One column of a read-only table: its header and what a row shows in it. */
export interface SimpleColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers are right-aligned, header and cells. */
  align?: 'right';
  /** The cells' own props, where a column's cells differ (no wrapping, a different alignment). */
  td?: TableTdProps;
}

type SimpleTableProps<T> = TableProps & {
  columns: readonly SimpleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
};

/**
 * A small table that only shows its rows: a header row from the columns, then a row each, keyed by `rowKey`. The
 * lists that sort, select and act on rows use DataTable.
 */
export function SimpleTable<T>({ columns, rows, rowKey, ...table }: SimpleTableProps<T>) {
  return (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} ta={column.align}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)}>
            {columns.map((column, at) => (
              <Table.Td key={at} ta={column.align} {...column.td}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A SimpleTable in a TableScroller, both named by its label: on a narrow screen it scrolls sideways in its box. */
export function ScrolledSimpleTable<T>({
  minWidth,
  ...table
}: SimpleTableProps<T> & { 'aria-label': string; minWidth?: string }) {
  return (
    <TableScroller label={table['aria-label']} minWidth={minWidth}>
      <SimpleTable {...table} />
    </TableScroller>
  );
}
