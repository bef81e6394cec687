import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/context/api/get-user';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { sitesWithGate } from '../../features/context/lib/gates';
import { contextPrefix, contextRoute, paths, splitContextPath } from '../../shared/config/paths';
import type { ContextRouteName } from '../../shared/config/paths';
import type { ContextScope } from '../../shared/lib/context-scope';
import { retryImport } from '../../shared/lib/lazy-retry';
import { readPageSize } from '../../shared/lib/user-preferences';
import { AccessDeniedScreen, HomeLinksContext, NotFoundScreen } from '../../shared/ui/errors';
import type { ContextPage, LoadedContextPage } from './context-pages';
import { useHomeLinks } from './use-home-links';

// only a site-only page opened in org context asks for a site: the dialog (Mantine's modal, its focus trap and
// scroll lock) loads then, not with every page
const SiteSelectModal = lazy(() =>
  retryImport(() => import('../../features/context/components/SiteSelectModal')).then((m) => ({
    default: m.SiteSelectModal,
  })),
);

/**
 * A context-scoped screen. A site-only route opened in org context asks for a site first (spec 4.7): choosing
 * one opens the same page there; cancelling goes home. A screen that declares org context is given the scope
 * (the site, or the organisation and its sites); other screens open in site context only. A screen needs its
 * gate, if it has one. Areas whose screens are not built yet show the not-found screen.
 */
export function ContextScreen({
  name,
  page,
  gate,
  deniedReason,
}: {
  name: ContextRouteName;
  page?: LoadedContextPage;
  gate?: ContextPage['gate'];
  deniedReason?: string;
}) {
  const current = useAppContext();
  const user = useCurrentUser().user;
  const navigate = useNavigate();
  const location = useLocation();
  const homeLinks = useHomeLinks();
  const route = contextRoute(name);

  if (current?.ctx.type === 'org' && route.context === 'site') {
    const here = splitContextPath(location.pathname);
    // only the sites where the page opens are offered: another would be chosen only to be denied
    const sites = sitesWithGate(current.resolved.organisation, gate);
    if (sites.length === 0) return <AccessDeniedScreen reason={deniedReason} homeLinks={homeLinks} />;
    return (
      <Suspense fallback={null}>
        <SiteSelectModal
          opened
          isScreen
          sites={sites}
          purpose={route.selectPurpose}
          onSelect={(site) =>
            void navigate(
              `${contextPrefix({ type: 'site', id: site.id })}/${here?.subPath ?? ''}${location.search}`,
            )
          }
          onCancel={() => void navigate(paths.home())}
        />
      </Suspense>
    );
  }
  if (!page || !current) return <NotFoundScreen homeLinks={homeLinks} />;
  const { resolved, gates } = current;
  if (gate && !gates[gate]) return <AccessDeniedScreen reason={deniedReason} homeLinks={homeLinks} />;
  if (!page.orgContext) {
    if (resolved.type !== 'site') return <NotFoundScreen homeLinks={homeLinks} />;
    return (
      <HomeLinksContext value={homeLinks}>
        <page.Page site={resolved.site} creationPrevented={gates.creationPrevented} userId={user.id} />
      </HomeLinksContext>
    );
  }
  const scope: ContextScope =
    resolved.type === 'site'
      ? { type: 'site', site: resolved.site, organisation: resolved.organisation, sites: [resolved.site] }
      : { type: 'org', organisation: resolved.organisation, sites: resolved.organisation.sites };
  // spec 2.5 (F05): a screen's record that does not exist is the not-found screen, with the links onward
  return (
    <HomeLinksContext value={homeLinks}>
      <page.Page
        scope={scope}
        creationPrevented={gates.creationPrevented}
        defaultPageSize={readPageSize(user.id)}
      />
    </HomeLinksContext>
  );
}
