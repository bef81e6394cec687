import type { DataTableProps } from './DataTable';

/** What a list's table takes from its screen and hands to DataTable: the sorted column, and how to change it. */
export type SortedTableProps<T> = Pick<DataTableProps<T>, 'sort' | 'onSort'>;

/** What a table of records takes to edit and delete one of its rows. */
export interface RecordRowsProps<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}
