import '../../shared/ui/styles/mantine-shell';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../../features/context/api/get-user';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { splitContextPath, contextKey } from '../../shared/config/paths';
import { startupMessages } from '@freight/contracts';
import { retryImport } from '../../shared/lib/lazy-retry';
import { openedAfterMount } from '../../shared/lib/opened-after-mount';
import { useOpenedOnce } from '../../shared/lib/use-opened-once';
import { MAIN_CONTENT_ID } from '../../shared/ui/a11y/SkipLink';
import { PageLoader } from '../../shared/ui/feedback/PageLoader';
import { AppBanners } from './AppBanners';
import { Footer } from './Footer';
import { Header } from './Header';
import { useDevFlagsChord } from './use-dev-flags-chord';
import classes from './Shell.module.css';
import { useAppShortcuts } from './use-app-shortcuts';
import { useReturnFocus } from '../../shared/ui/a11y/return-focus';

/** Loaded when first opened: Mantine's modal and drawer stay out of the first download. */
const KeyboardShortcutsModal = lazy(() =>
  retryImport(() => import('./KeyboardShortcutsModal')).then((m) => ({
    default: openedAfterMount(m.KeyboardShortcutsModal),
  })),
);
const DevFlagsDrawer = lazy(() =>
  retryImport(() => import('./DevFlagsDrawer')).then((m) => ({
    default: openedAfterMount(m.DevFlagsDrawer),
  })),
);

/** Loaded when first opened, so the form layer stays out of the first download (DESIGN 6a). */
const UserPreferencesModal = lazy(() =>
  retryImport(() => import('../../features/preferences/components/UserPreferencesModal')).then((m) => ({
    default: m.UserPreferencesModal,
  })),
);

/** While the next page is in another context, its site is being loaded (spec 2.4: "Loading site details"). */
function useLoadingOtherContext(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading' || !navigation.location) return false;
  const next = splitContextPath(navigation.location.pathname);
  const here = splitContextPath(location.pathname);
  return next !== undefined && (here === undefined || contextKey(next.ctx) !== contextKey(here.ctx));
}

/**
 * A dialog's scroll lock keeps the page from shifting when the scroll bar goes, and moves elements with this class
 * as the page's body moves: the fixed header is one (as Mantine's app shell marks its own).
 */
const SCROLL_LOCK_SHIFTED = 'right-scroll-bar-position';

/**
 * The signed-in frame: header, banners, the screen, footer; the user preferences and keyboard shortcuts dialogs.
 * A fixed header over the page, as Mantine's app shell draws it, whose navbar, aside and resizing it does not use.
 */
export function AppShellLayout() {
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  useAppShortcuts(() => setShortcutsOpen(true));
  const [flagsOpen, setFlagsOpen] = useState(false);
  const openFlags = useCallback(() => setFlagsOpen(true), []);
  useDevFlagsChord(openFlags);
  const flagSite = useAppContext()?.resolved.site;
  const { user } = useCurrentUser();
  const loadingSite = useLoadingOtherContext();
  const shortcutsMounted = useOpenedOnce(shortcutsOpen);
  const flagsMounted = useOpenedOnce(flagsOpen);
  const preferencesMounted = useOpenedOnce(preferencesOpen);
  // each closed dialog gives the focus back to where it was opened from (the user menu's button, say)
  useReturnFocus(preferencesOpen);
  useReturnFocus(shortcutsOpen);
  useReturnFocus(flagsOpen);
  return (
    <div className={classes.shell}>
      <header className={`${classes.appHeader} ${SCROLL_LOCK_SHIFTED}`}>
        <Header
          onOpenPreferences={() => setPreferencesOpen(true)}
          onOpenShortcuts={() => setShortcutsOpen(true)}
        />
      </header>
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <AppBanners />
        <div className={classes.body}>
          {loadingSite ? <PageLoader label={startupMessages.loadingSite} /> : <Outlet />}
        </div>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {shortcutsMounted ? (
          <KeyboardShortcutsModal opened={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
        ) : null}
        {flagsMounted ? (
          <DevFlagsDrawer opened={flagsOpen} onClose={() => setFlagsOpen(false)} site={flagSite} />
        ) : null}
      </Suspense>
      {preferencesMounted ? (
        <Suspense fallback={null}>
          <UserPreferencesModal
            opened={preferencesOpen}
            onClose={() => setPreferencesOpen(false)}
            user={user}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
