import { DataTable } from './DataTable';
import type { DataColumn } from './DataTable';
import type { RecordRowsProps, SortedRows } from './table-props';

/** What a list screen hands its records' table: the page's rows, their sort, and how to edit one. */
export interface ListRowsProps<T extends { id: string }> extends SortedRows<T> {
  onEdit: (row: T) => void;
}

export interface RecordTableProps<T extends { id: string }> extends ListRowsProps<T>, RecordRowsProps<T> {
  columns: readonly DataColumn<T>[];
  /** What an empty list says (with or without a search). */
  empty: string;
  /** The row's name in its Edit and Delete labels. */
  nameOf: (row: T) => string;
}

/** A table of records, each row with its Edit and Delete: what the settings lists show. */
export function RecordTable<T extends { id: string }>({
  onEdit,
  onDelete,
  nameOf,
  ...table
}: RecordTableProps<T>) {
  return <DataTable {...table} actions={{ onEdit, onDelete, nameOf }} />;
}
