import type { DataTableProps } from './DataTable';

/** What a list hands its table: the page's rows, the sorted column, and how to change it. */
export type SortedRows<T extends { id: string }> = Pick<DataTableProps<T>, 'rows' | 'sort' | 'onSort'>;

/** What a table of records takes to edit and delete one of its rows. */
export interface RecordRowsProps<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}
