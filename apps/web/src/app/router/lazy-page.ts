import type { ComponentType } from 'react';
import { retryImport } from '../../shared/lib/lazy-retry';

/**
 * A route's screen, loaded on first use (DESIGN 6a) and retried 5 times 2 s apart before the error shows
 * (spec 2.2, 9). `pick` chooses the component from the module.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const module = await retryImport(load);
    return { Component: pick(module) };
  };
}
