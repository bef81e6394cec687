import { Alert, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { displayMessageFor } from '../../lib/display-message';
import { PageLoader } from '../feedback/PageLoader';
import classes from './ListPanel.module.css';
import type { QueryState } from './query-state';

/**
 * A list's rows in their bordered panel: a loader until the first page is read, or what stopped it; `notice` in
 * their place when the list is not asked for.
 */
export function ListPanel<T>({
  query,
  loadingLabel,
  notice,
  children,
}: {
  query: QueryState<T>;
  /** e.g. "Loading presets". */
  loadingLabel: string;
  notice?: ReactNode;
  children: (page: T) => ReactNode;
}) {
  let body: ReactNode;
  if (notice) body = notice;
  else if (query.isError)
    body = (
      <Alert color="red" m="sm">
        {displayMessageFor(query.error)}
      </Alert>
    );
  else if (query.data) body = children(query.data);
  else body = <PageLoader label={loadingLabel} />;
  return (
    <Paper withBorder radius="sm" className={classes.panel}>
      {body}
    </Paper>
  );
}
