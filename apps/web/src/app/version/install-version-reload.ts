import type { createBrowserRouter } from 'react-router';
import { shouldReloadOnNavigation, startVersionChecks } from './version-check';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Checks the version every 10 minutes and turns the next navigation after a new version into a full page load. */
export function installVersionReload(router: AppRouter): () => void {
  let lastKey = router.state.location.key;
  const stopChecks = startVersionChecks();
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    const handles = state.matches.map((m) => m.route.handle);
    if (shouldReloadOnNavigation(state.location.state, handles)) window.location.reload();
  });
  return () => {
    stopChecks();
    unsubscribe();
  };
}
