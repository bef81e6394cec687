import type { GetUserResponse } from '@freight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { SessionState } from '../../features/auth/api/get-session';
import { contextGates } from '../../features/context/lib/gates';
import { defaultContextOf, resolveContext } from '../../features/context/lib/organisations';
import { contextPath, splitContextPath } from '../../shared/config/paths';
import { queryKeys } from '../../shared/config/query-keys';
import { preferenceKeys, readPreference } from '../../shared/lib/user-preferences';
import type { HomeLinks } from '../../shared/ui/errors';

/**
 * Spec 2.5: error screens link onward only for a signed-in user with a default context. Inside a context the user
 * may open, the links stay in it; elsewhere they lead to the default context.
 */
export function useHomeLinks(): HomeLinks | undefined {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const session = queryClient.getQueryData<SessionState>(queryKeys.session);
  const data = queryClient.getQueryData<GetUserResponse>(queryKeys.user());
  if (!session?.signedIn || !data) return undefined;
  const here = splitContextPath(pathname)?.ctx;
  const ctx =
    here && resolveContext(data.user, here)
      ? here
      : defaultContextOf(data.user, readPreference(data.user.id, preferenceKeys.context));
  const resolved = ctx && resolveContext(data.user, ctx);
  if (!ctx || !resolved) return undefined;
  return {
    createConsignment: contextPath('consignment.create.outbound', ctx),
    readyToManifest: contextPath('consignment.readyToManifest', ctx),
    track: contextPath('track.consignments', ctx),
    createDisabled: contextGates(resolved).creationPrevented,
  };
}
