import { loadedAfterPaint } from '../../../shared/lib/loaded-after-paint';

/**
 * `loadGlobalSearch` loads the header search; `useGlobalSearch` gives it once loaded (asked for after the first
 * paint), else undefined: until then the header shows a stand-in box.
 */
export const { load: loadGlobalSearch, useLoaded: useGlobalSearch } = loadedAfterPaint(
  () => import('../components/GlobalSearch'),
);
