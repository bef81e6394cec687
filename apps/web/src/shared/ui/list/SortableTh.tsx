import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListTable as Table } from './ListTable';
import classes from './ListTable.module.css';

/** A sort as the API takes it: an alias, '-' first for descending. */
export function parseSort(sort: string): { key: string; descending: boolean } {
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** Clicking the sorted column reverses it; another column sorts ascending. */
export function nextSort(current: string, key: string): string {
  const { key: sortedKey, descending } = parseSort(current);
  return sortedKey === key && !descending ? `-${key}` : key;
}

/** A column header that sorts the list by its alias. */
export function SortableTh({
  sortKey,
  sort,
  onSort,
  children,
  w,
  align,
}: {
  sortKey: string;
  sort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
  w?: number | string;
  /** Numbers are right-aligned, and so are their headers. */
  align?: 'left' | 'right';
}) {
  const { key, descending } = parseSort(sort);
  const active = key === sortKey;
  // a crowded table may wrap a header between its words ("Dispatch" over "date"), never its arrow from the last
  const words = typeof children === 'string' ? children.split(' ') : [];
  const last = words.pop();
  const arrow = (
    // an unsorted column shows both directions, so it never reads as ascending
    <span aria-hidden="true" style={{ opacity: active ? 1 : 0.45, marginLeft: 4 }}>
      {active ? (descending ? '▼' : '▲') : '↕'}
    </span>
  );
  return (
    <Table.Th w={w} ta={align} aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      {/* the button fills its cell: a click anywhere in the header sorts, not only on its words */}
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(nextSort(sort, sortKey))}
        fz="sm"
        fw={700}
        ta={align}
        style={{ whiteSpace: last === undefined ? 'nowrap' : 'normal' }}
      >
        {last === undefined ? (
          <>
            {children}
            {arrow}
          </>
        ) : (
          <>
            {words.map((word) => `${word} `).join('')}
            <span style={{ whiteSpace: 'nowrap' }}>
              {last}
              {arrow}
            </span>
          </>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
