import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortKey } from '@freight/contracts';

/** A list's ORDER BY from its sort keys; the id breaks ties in the last key's direction, so pages never overlap. */
export function sortOrder<K extends string>(
  sort: readonly SortKey<K>[],
  columns: Record<K, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const order = sort.map(({ key, descending }) => (descending ? desc(columns[key]) : asc(columns[key])));
  const last = sort[sort.length - 1];
  return [...order, last?.descending ? desc(id) : asc(id)];
}

/** A list's ORDER BY from its sort keys, then the id ascending, so that pages never overlap or skip. */
export function sortThenId<K extends string>(
  sort: readonly SortKey<K>[],
  columns: Record<K, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  return [
    ...sort.map(({ key, descending }) => (descending ? desc(columns[key]) : asc(columns[key]))),
    asc(id),
  ];
}
