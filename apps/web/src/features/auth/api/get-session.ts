import { sessionRoutes, errorCodes } from '@freight/contracts';
import type { SessionUser } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { isApiError } from '../../../shared/lib/api-error';
import { callEndpoint, deferEndpoints } from '../../../shared/lib/endpoint-client';

const sessionEndpoints = deferEndpoints(sessionRoutes, () =>
  import('@freight/contracts/endpoints/session').then((module) => module.sessionEndpoints),
);

/** The session as the app sees it: a user, or nobody (and whether a session had just ended). */
export type SessionState =
  { signedIn: true; user: SessionUser; expiresAt: string } | { signedIn: false; expired: boolean };

/** Spec 4.4: the current session; a 401 is an answer here ("signed out"), not a failure. */
export async function getSession(): Promise<SessionState> {
  try {
    const session = await callEndpoint(sessionEndpoints.session, {});
    // spec 4.4: the user counts as authenticated when the session user has a username
    if (!session.user.username) return { signedIn: false, expired: false };
    return { signedIn: true, ...session };
  } catch (error) {
    if (isApiError(error, 'unauthenticated')) {
      return { signedIn: false, expired: error.code === errorCodes.sessionExpired };
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session, queryFn: getSession, staleTime: 60_000, retry: false });

export const useSession = (options: { refetchIntervalMs?: number } = {}) =>
  useQuery({
    ...sessionQueryOptions(),
    refetchInterval: options.refetchIntervalMs,
    refetchIntervalInBackground: true,
  });
