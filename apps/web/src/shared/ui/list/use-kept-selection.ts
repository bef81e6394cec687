import { useMemo, useState } from 'react';

/**
 * Rows chosen across pages, kept with the rows themselves so actions can still name them on another page. `change`
 * takes a table's new set of chosen keys and the rows it shows.
 */
export function useKeptSelection<T>(rowKey: (row: T) => string) {
  const [kept, setKept] = useState<ReadonlyMap<string, T>>(new Map());
  const keys = useMemo(() => new Set(kept.keys()), [kept]);
  const change = (rows: readonly T[], next: ReadonlySet<string>) =>
    setKept((current) => {
      const map = new Map(current);
      for (const key of current.keys()) if (!next.has(key)) map.delete(key);
      for (const row of rows) {
        const key = rowKey(row);
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
