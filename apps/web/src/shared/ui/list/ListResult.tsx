import { Alert, Paper } from '@mantine/core';
import type { PageSize, PagedResult } from '@freight/rules';
import type { ReactNode } from 'react';
import { displayMessageFor } from '../../lib/display-message';
import { PageLoader } from '../feedback/PageLoader';
import { ListFooter } from './ListFooter';

/** A list's answer as a query gives it: the page once read, or why it could not be read. */
export interface ListAnswer<T> {
  data: PagedResult<T> | undefined;
  isError: boolean;
  error: unknown;
}

/**
 * A paged list's body and footer: the table once the first page is read (a loader until then, the error in its
 * place when it fails), then the count, the pages and the results per screen. `notice` replaces both when the
 * list is not asked for (e.g. too many sites chosen).
 */
export function ListResult<T>({
  answer,
  noun,
  pageSize,
  onPaging,
  notice,
  children,
}: {
  answer: ListAnswer<T>;
  /** Plural name of the rows: 'Loading {noun}', and the footer's count. */
  noun: string;
  /** The page size asked for. */
  pageSize: number;
  /** Another page (zero-based) or another page size chosen. */
  onPaging: (change: { page: number } | { pageSize: PageSize }) => void;
  notice?: ReactNode;
  children: (result: PagedResult<T>) => ReactNode;
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
  else if (data) body = children(data);
  return (
    <>
      <Paper withBorder radius="sm">
        {body}
      </Paper>
      {data && !notice ? (
        <ListFooter
          result={data}
          onPage={(page) => onPaging({ page })}
          noun={noun}
          pageSize={pageSize}
          onPageSize={(size) => onPaging({ pageSize: size })}
        />
      ) : null}
    </>
  );
}
