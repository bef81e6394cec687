import { Alert, Paper } from '@mantine/core';
import type { PageSize, PagedResult } from '@freight/rules';
import type { ReactNode } from 'react';
import { displayMessageFor } from '../../lib/display-message';
import { PageLoader } from '../feedback/PageLoader';
import { ListFooter } from './ListFooter';
import type { SortedRows } from './table-props';

/** A list's answer as a query gives it: the page once read, or why it could not be read. */
export interface ListAnswer<T> {
  data: PagedResult<T> | undefined;
  isError: boolean;
  error: unknown;
}

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
  answer: ListAnswer<T>;
  /** Plural name of the rows: 'Loading {noun}', and the footer's count. */
  noun: string;
  /** The page size and the sort asked for. */
  state: { pageSize: number; sort: string };
  onChange: (change: ListChange) => void;
  notice?: ReactNode;
  /** The table of the page's rows. */
  children: (rows: SortedRows<T>) => ReactNode;
}) {
  const { data } = answer;
  let body: ReactNode = <PageLoader label={`Loading ${noun}`} />;
  if (notice) body = notice;
  else if (answer.isError)
    body = (
      <Alert color="red" m="sm">
        {displayMessageFor(answer.error)}
      </Alert>
    );
  else if (data)
    body = children({ rows: data.items, sort: state.sort, onSort: (sort) => onChange({ sort }) });
  return (
    <>
      <Paper withBorder radius="sm">
        {body}
      </Paper>
      {data && !notice ? (
        <ListFooter
          result={data}
          onPage={(page) => onChange({ page })}
          noun={noun}
          pageSize={state.pageSize}
          onPageSize={(size) => onChange({ pageSize: size })}
        />
      ) : null}
    </>
  );
}
