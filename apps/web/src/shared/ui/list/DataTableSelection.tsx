import { useMemo, useState } from 'react';
import { TableCheckbox } from './TableCheckbox';

/** Rows that can be chosen: the chosen ids, and how they change; the header box chooses the whole page. */
export interface RowSelection<T = unknown> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The rows' name in the header box's label: 'Select all {noun} on this page'. */
  noun: string;
  /** The header box's label in place of the one made of `noun`; `null` for no header box (rows chosen one by one). */
  allLabel?: string | null;
  /** The header's name for screen readers when there is no header box. */
  columnName?: string;
  /** A row's box label in place of 'Select {name}'. */
  rowLabel?: (row: T) => string;
  /** Rows that cannot be chosen show a disabled box. */
  canSelect?: (row: T) => boolean;
}

const toggled = (selected: ReadonlySet<string>, keys: readonly string[], on: boolean) => {
  const next = new Set(selected);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
};

/** The header box: chooses or clears every row of the page, and shows when only some are chosen. */
export function SelectAllBox({
  keys,
  selection,
}: {
  keys: readonly string[];
  selection: RowSelection<never>;
}) {
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <TableCheckbox
      aria-label={selection.allLabel ?? `Select all ${selection.noun} on this page`}
      checked={keys.length > 0 && chosen === keys.length}
      indeterminate={chosen > 0 && chosen < keys.length}
      disabled={keys.length === 0}
      onChange={(event) => selection.onChange(toggled(selection.selected, keys, event.currentTarget.checked))}
    />
  );
}

/** One row's box. */
export function RowSelectBox({
  rowKey,
  label,
  disabled,
  selection,
}: {
  rowKey: string;
  label: string;
  disabled: boolean;
  selection: RowSelection<never>;
}) {
  return (
    <TableCheckbox
      aria-label={label}
      checked={selection.selected.has(rowKey)}
      disabled={disabled}
      // a row that opens on click does not open when its box is ticked
      onClick={(event) => event.stopPropagation()}
      onChange={(event) =>
        selection.onChange(toggled(selection.selected, [rowKey], event.currentTarget.checked))
      }
    />
  );
}

/** What a list is asked for: its filters and search, with its page, page size and sort. */
export interface ListedRows {
  page: number;
  pageSize: number;
  sort: string;
}

/** The rows a list shows, whichever page and order: its state without paging and sort. */
const KEEPS_SELECTION: readonly string[] = ['page', 'pageSize', 'sort'] satisfies (keyof ListedRows)[];
export const listedKey = (listed: ListedRows): string =>
  JSON.stringify(Object.entries(listed).filter(([key]) => !KEEPS_SELECTION.includes(key)));

/**
 * Rows chosen across pages by their ids, kept with the rows themselves so actions can still name them on another
 * page. `change` takes a table's new set of chosen ids and the rows it shows.
 *
 * A choice is among the rows `listed` asks for: another page, page size or sort keeps it (the count is across
 * pages), while another filter or search clears it, so no action is taken on rows the list no longer shows.
 */
export function useKeptSelection<T extends { id: string }>(listed: ListedRows) {
  const [kept, setKept] = useState<ReadonlyMap<string, T>>(new Map());
  const key = listedKey(listed);
  const [keptFor, setKeptFor] = useState(key);
  if (keptFor !== key) {
    // cleared while rendering, so no render shows the previous filter's choice
    setKeptFor(key);
    setKept(new Map());
  }
  const keys = useMemo(() => new Set(kept.keys()), [kept]);
  const change = (rows: readonly T[], next: ReadonlySet<string>) =>
    setKept((current) => {
      const map = new Map(current);
      for (const key of current.keys()) if (!next.has(key)) map.delete(key);
      for (const row of rows) {
        const key = row.id;
        if (next.has(key) && !map.has(key)) map.set(key, row);
      }
      return map;
    });
  const remove = (key: string) =>
    setKept((current) => {
      const map = new Map(current);
      map.delete(key);
      return map;
    });
  return { kept, keys, change, remove, clear: () => setKept(new Map()) };
}
