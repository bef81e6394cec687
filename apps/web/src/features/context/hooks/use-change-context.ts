import { contextMessages, dialogMessages } from '@freight/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { landingPageFor } from '../../../shared/config/landing-pages';
import {
  contextKey,
  contextPath,
  contextRoute,
  contextRoutes,
  matchContextRoute,
  splitContextPath,
} from '../../../shared/config/paths';
import type { AppContext } from '../../../shared/config/paths';
import { setSiteChanged } from '../../../shared/lib/session-state';
import { preferenceKeys, readPreference } from '../../../shared/lib/user-preferences';
import { retryImport } from '../../../shared/lib/lazy-retry';
import { toast } from '../../../shared/ui/feedback/toast';
import { useCurrentUser } from '../api/get-user';
import { contextGates } from '../lib/gates';
import { contextName, resolveContext } from '../lib/organisations';
import { markSiteChanged } from '../lib/site-changed';

/**
 * Spec 4.7: moves to another site or to an organisation's sites overview. From a site route the user confirms
 * first ("Change site?"); confirming sets the site-changed flag and the new site shows its highlight. The same
 * screen opens in the new context when it allows it and names no record; otherwise the context's home page.
 */
export function useChangeContext() {
  const user = useCurrentUser().user;
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (target: AppContext) => {
      const resolved = resolveContext(user, target);
      if (!resolved) {
        toast({ type: 'danger', message: contextMessages.unableToFetchSiteName });
        return;
      }
      const here = splitContextPath(location.pathname);
      if (here && contextKey(here.ctx) === contextKey(target)) return;
      const route = here ? matchContextRoute(here.subPath) : undefined;
      if (here?.ctx.type === 'site') {
        const action = route ? contextRoute(route.name).action : undefined;
        const name = contextName(resolved);
        // the dialog's code (and Mantine's modals) load when first asked, not with every signed-in page
        const { confirmChangeSite } = await retryImport(() => import('../../../shared/ui/dialogs/confirm'));
        const confirmed = await confirmChangeSite(
          action ? dialogMessages.changeSiteByAction(action, name) : dialogMessages.changeSite(name),
        );
        if (!confirmed) return;
        setSiteChanged(true);
        markSiteChanged(contextKey(target));
      }
      const keepRoute =
        route &&
        Object.keys(route.params).length === 0 &&
        (target.type === 'site' || contextRoutes[route.name].context === 'siteOrOrg');
      if (keepRoute) {
        await navigate(contextPath(route.name, target));
        return;
      }
      const landing = landingPageFor(
        readPreference(user.id, preferenceKeys.landingPage),
        target.type,
        contextGates(resolved).orderIntegration,
      );
      await navigate(contextPath(landing.route, target, landing.params));
    },
    [location.pathname, navigate, user],
  );
}
