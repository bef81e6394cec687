import { modals } from '@mantine/modals';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { loadGuidanceScript } from '../shared/lib/guidance-script';
import { recordPageView } from '../shared/lib/telemetry';
import { usePlatformConfig } from '../shared/lib/platform-config';
import { browserWarning, MIN_CHROME_VERSION } from '../shared/lib/browser-check';
import { isSyntheticRun } from '../shared/lib/synthetic-run';
import { setRouteTitle } from '../shared/lib/page-title';
import { focusMainContent, SkipLink } from '../shared/ui/a11y/SkipLink';
import { openBrowserNotSupportedModal } from '../shared/ui/dialogs/notice-modals';
import { NavigationProgress } from './NavigationProgress';

export interface RouteHandle {
  title?: string;
  /** Spec 4.8: a new version does not reload the page on navigating here. */
  preventReload?: boolean;
}

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** Spec 2.2: each route sets the page title. */
function useDocumentTitle() {
  const matches = useMatches();
  const { data: config } = usePlatformConfig();
  const title = [...matches]
    .reverse()
    .map((m) => (isHandle(m.handle) ? m.handle.title : undefined))
    .find(Boolean);
  // an error screen's "Error" wins over it, even when the brand arrives after the screen (page-title.ts)
  useLayoutEffect(() => {
    if (title) setRouteTitle(title, config?.brandName);
  }, [config?.brandName, title]);
}

/** Spec 9: warns once about an unsupported browser, except in tests and on the document pages. */
function useBrowserCheck() {
  useEffect(() => {
    if (isSyntheticRun() || window.location.pathname.startsWith('/document/')) return;
    const warning = browserWarning(navigator.userAgent);
    if (warning) openBrowserNotSupportedModal(warning, MIN_CHROME_VERSION);
  }, []);
}

/** Spec 2.4: leaving a route closes its modals. */
function useCloseModalsOnLeave() {
  const { pathname } = useLocation();
  useEffect(() => () => modals.closeAll(), [pathname]);
}

/**
 * After a move to another screen whose control had focus (a menu item, a submitted form), focus would fall to the
 * page itself and the next Tab start over from wherever the browser guesses; it goes to the new screen's main
 * content instead. The first load leaves focus alone, so its first Tab reaches the skip link.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) focusMainContent();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** The in-app guidance script, only when the server names one. */
function useGuidanceScript() {
  const { data: config } = usePlatformConfig();
  useEffect(() => loadGuidanceScript(config?.guidanceScriptUrl), [config?.guidanceScriptUrl]);
}

/** Each screen shown is a page view (its route pattern, no ids). */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => recordPageView(pathname), [pathname]);
}

/** Around every page: skip link, title, browser check, modal hygiene and a thin progress bar while a page loads. */
export function RootLayout() {
  useDocumentTitle();
  useBrowserCheck();
  usePageViews();
  useGuidanceScript();
  useCloseModalsOnLeave();
  useFocusMainOnNavigation();
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' ? <NavigationProgress /> : null}
      <Outlet />
    </>
  );
}
