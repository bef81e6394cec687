import { Progress } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { usePlatformConfig } from '../shared/lib/platform-config';
import { browserWarning, MIN_CHROME_VERSION } from '../shared/lib/browser-check';
import { isSyntheticRun } from '../shared/lib/synthetic-run';
import { openBrowserNotSupportedModal } from '../shared/ui/dialogs/notice-modals';

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
  // a layout effect, so an error boundary's own title (set in its effect, which runs later) wins
  useLayoutEffect(() => {
    if (!title) return;
    document.title = config?.brandName ? `${title} | ${config.brandName}` : title;
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

/** Around every page: title, browser check, modal hygiene and a thin progress bar while a page loads. */
export function RootLayout() {
  useDocumentTitle();
  useBrowserCheck();
  useCloseModalsOnLeave();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Loading"
        />
      ) : null}
      <Outlet />
    </>
  );
}
