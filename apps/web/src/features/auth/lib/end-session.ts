import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { clearRedirect, setSiteChanged } from '../../../shared/lib/session-state';
import { setTenantChooser } from '../../../shared/lib/tenant';
import { clearStoredDispatchDates } from '../../../shared/lib/user-preferences';
import { clearAuthFlow } from './auth-flow';

/**
 * Spec 4.3: after a sign-out (or when the session has gone) the browser forgets the user: user, redirect and
 * unconfirmed-user state, organisation and user data, the stored default dispatch date; the site-changed flag
 * goes back to false. `keepRedirect` keeps the saved return path, for a session that expired on a page.
 */
export function forgetSignedInUser(queryClient: QueryClient, { keepRedirect = false } = {}): void {
  clearAuthFlow();
  if (!keepRedirect) clearRedirect();
  clearStoredDispatchDates();
  setSiteChanged(false);
  queryClient.removeQueries({ queryKey: queryKeys.userAll });
  // the next user's first fetch must not carry this user's context (A77)
  setTenantChooser(undefined);
  queryClient.setQueryData(queryKeys.session, { signedIn: false, expired: false });
}
