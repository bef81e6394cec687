import type { GetUserResponse } from '@freight/contracts';
import { hasAcceptedTerms } from '@freight/rules';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { forgetSignedInUser } from '../../features/auth/lib/end-session';
import { LOGIN_REASON_PARAM, loginReasons } from '../../features/auth/lib/login-reasons';
import { userQueryOptions } from '../../features/context/api/get-user';
import { StartupError } from '../../features/context/lib/startup-error';
import { paths } from '../../shared/config/paths';
import { isApiError } from '../../shared/lib/api-error';
import { buildQuery } from '../../shared/lib/query-string';
import { saveRedirect } from '../../shared/lib/session-state';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function toLogin(queryClient: QueryClient, request: Request, expired: boolean): Response {
  saveRedirect(pathOf(request));
  forgetSignedInUser(queryClient, { keepRedirect: true });
  return redirect(
    `${paths.login()}${buildQuery({ [LOGIN_REASON_PARAM]: expired ? loginReasons.sessionExpired : undefined })}`,
  );
}

/**
 * Spec 4.4: the first protected navigation confirms the session; without one the user is logged out and sent to
 * login, with the target saved for afterwards. Then the user (with sites) is loaded. Loaders of a match run in
 * parallel, so each protected loader calls this; the queries are shared, so the calls are made once.
 */
export async function requireUser(queryClient: QueryClient, request: Request): Promise<GetUserResponse> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions());
  if (!session.signedIn) throw toLogin(queryClient, request, session.expired);
  try {
    return await queryClient.ensureQueryData(userQueryOptions());
  } catch (error) {
    // spec 7.3: an authentication failure on the user fetch is a session that has gone
    if (isApiError(error, 'unauthenticated')) {
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      throw toLogin(queryClient, request, false);
    }
    throw error;
  }
}

/** Spec 5.4: no policy document valid today is a start-up failure, shown with the rule's message. */
function acceptedCurrentTerms(acceptedTermsAt: string | null): boolean {
  try {
    return hasAcceptedTerms(acceptedTermsAt);
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

/** Spec 4.5: a user who has not accepted the current terms goes to accept them, with the path saved. */
export async function requireAcceptedTerms(
  queryClient: QueryClient,
  request: Request,
): Promise<GetUserResponse> {
  const user = await requireUser(queryClient, request);
  if (!acceptedCurrentTerms(user.user.acceptedTermsAt)) {
    saveRedirect(pathOf(request));
    throw redirect(paths.acceptTerms());
  }
  return user;
}
