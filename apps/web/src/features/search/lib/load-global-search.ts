import { retryImport } from '../../../shared/lib/lazy-retry';
import type * as GlobalSearchModule from '../components/GlobalSearch';

export type GlobalSearchLoaded = typeof GlobalSearchModule;

let loaded: GlobalSearchLoaded | undefined;
let loading: Promise<GlobalSearchLoaded> | undefined;

/** The header search once it has loaded, else undefined. */
export function loadedGlobalSearch(): GlobalSearchLoaded | undefined {
  return loaded;
}

/** Loads the header search (after the first paint; until then the header shows a stand-in box). */
export function loadGlobalSearch(): Promise<GlobalSearchLoaded> {
  loading ??= retryImport(() => import('../components/GlobalSearch')).then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}
