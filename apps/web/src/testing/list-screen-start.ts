import type { ReactElement } from 'react';
import type { FakeHandler } from './fake-api';
import { renderListScreen } from './list-screen';

/**
 * A list screen test's start: the screen rendered with its list answering `items` (the screen's usual rows unless
 * given) of `total`, beside the test's own handlers.
 */
export const listScreenStart =
  <T>(render: () => ReactElement, listPath: string, usual: readonly T[]) =>
  (handlers: Record<string, FakeHandler> = {}, items: readonly T[] = usual, total = items.length) =>
    renderListScreen(render(), listPath, { items, total }, handlers);
