import { startupMessages } from '@freight/contracts';
import { publicRoutes } from '../../shared/config/paths';
import { PageLoader } from '../../shared/ui/feedback/PageLoader';

const openPaths: readonly string[] = Object.values(publicRoutes)
  .filter((route) => route.access !== 'authenticated' && route.path !== '*')
  .map((route) => route.path);

/** Shown while the first page's data loads: "Loading your user details" on protected pages (spec 2.4). */
export function StartupFallback() {
  const isOpen = openPaths.includes(window.location.pathname);
  return <PageLoader label={isOpen ? 'Loading' : startupMessages.loadingUser} fullHeight />;
}
