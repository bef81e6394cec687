import { loadedAfterPaint } from '../../lib/loaded-after-paint';

/**
 * `loadFloating` loads the menus and tooltips; until then their triggers show as stand-ins of the same look.
 * `useFloating` gives them once loaded (asked for after the first paint), else undefined.
 */
export const { load: loadFloating, useLoaded: useFloating } = loadedAfterPaint(() => import('./floating'));
