import type { PageSize, PagedResult } from '@freight/rules';
import type { ReactNode } from 'react';
import { ListFooter } from './ListFooter';
import { ListPanel } from './ListPanel';
import type { QueryState } from './query-state';
import type { SortedRows } from './table-props';

/** What a paged list asks for and how the user changes it: another page (zero-based), page size or sort. */
export type ListChange = { page: number } | { pageSize: PageSize } | { sort: string };

/**
 * A paged list's body and footer: the table of the page's rows, in the sort asked for, once the first page is read
 * (a loader until then, the error in its place when it fails), then the count, the pages and the results per
 * screen. `notice` replaces both when the list is not asked for (e.g. too many sites chosen).
 */
export function ListResult<T extends { id: string }>({
  answer,
  noun,
  state,
  onChange,
  notice,
  children,
}: {
  answer: QueryState<PagedResult<T>>;
  /** Plural name of the rows: 'Loading {noun}', and the footer's count. */
  noun: string;
  /** The page size and the sort asked for. */
  state: { pageSize: number; sort: string };
  onChange: (change: ListChange) => void;
  notice?: ReactNode;
  /** The table of the page's rows. */
  children: (rows: SortedRows<T>) => ReactNode;
}) {
  return (
    <>
      <ListPanel query={answer} loadingLabel={`Loading ${noun}`} notice={notice}>
        {({ items }) => children({ rows: items, sort: state.sort, onSort: (sort) => onChange({ sort }) })}
      </ListPanel>
      {answer.data && !notice ? (
        <ListFooter
          result={answer.data}
          onPage={(page) => onChange({ page })}
          noun={noun}
          pageSize={state.pageSize}
          onPageSize={(size) => onChange({ pageSize: size })}
        />
      ) : null}
    </>
  );
}
