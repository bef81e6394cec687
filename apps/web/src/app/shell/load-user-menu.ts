import { loadedAfterPaint } from '../../shared/lib/loaded-after-paint';

/** The user menu with its items, loaded after the first paint; its button stands in till then. */
export const { load: loadUserMenu, useLoaded: useLoadedUserMenu } = loadedAfterPaint(
  () => import('./UserMenuReady'),
);
