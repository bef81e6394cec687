import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { queryKeys } from '../../../shared/config/query-keys';
import { takeRedirect } from '../../../shared/lib/session-state';
import { setTenantChooser } from '../../../shared/lib/tenant';
import { sessionQueryOptions } from '../api/get-session';
import { clearAuthFlow } from '../lib/auth-flow';

/**
 * Spec 4.1: once signed in, the current user is loaded afresh and the user goes to the saved redirect path (which
 * is cleared) or the home page. The protected route's guard loads the user before it shows.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    clearAuthFlow();
    queryClient.removeQueries({ queryKey: queryKeys.userAll });
    // another user may have signed in: the first fetch of the user sends no context of the previous one (A77)
    setTenantChooser(undefined);
    await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    await navigate(takeRedirect() ?? paths.home(), { replace: true });
  }, [navigate, queryClient]);
}
