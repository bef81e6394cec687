import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SiteSelectModal } from '../../features/context/components/SiteSelectModal';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPrefix, contextRoute, paths, splitContextPath } from '../../shared/config/paths';
import type { ContextRouteName } from '../../shared/config/paths';
import { AccessDeniedScreen, NotFoundScreen } from '../../shared/ui/errors';
import type { ContextPage, SitePageProps } from './context-pages';
import { useHomeLinks } from './use-home-links';

/**
 * A context-scoped screen. A site-only route opened in org context asks for a site first (spec 4.7): choosing
 * one opens the same page there; cancelling goes home. A site screen needs its gate, if it has one. Areas whose
 * screens are not built yet show the not-found screen.
 */
export function ContextScreen({
  name,
  page: Page,
  gate,
  deniedReason,
}: {
  name: ContextRouteName;
  page?: ComponentType<SitePageProps>;
  gate?: ContextPage['gate'];
  deniedReason?: string;
}) {
  const current = useAppContext();
  const navigate = useNavigate();
  const location = useLocation();
  const homeLinks = useHomeLinks();
  const route = contextRoute(name);

  if (current?.ctx.type === 'org' && route.context === 'site') {
    const here = splitContextPath(location.pathname);
    return (
      <SiteSelectModal
        opened
        sites={current.resolved.organisation.sites}
        purpose={route.selectPurpose}
        onSelect={(site) =>
          void navigate(
            `${contextPrefix({ type: 'site', id: site.id })}/${here?.subPath ?? ''}${location.search}`,
          )
        }
        onCancel={() => void navigate(paths.home())}
      />
    );
  }
  if (Page && current?.resolved.type === 'site') {
    if (gate && !current.gates[gate])
      return <AccessDeniedScreen reason={deniedReason} homeLinks={homeLinks} />;
    return <Page site={current.resolved.site} creationPrevented={current.gates.creationPrevented} />;
  }
  return <NotFoundScreen homeLinks={homeLinks} />;
}
