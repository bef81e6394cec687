import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { sessionQueryOptions } from '../api/get-session';
import { pendingChallenge, resetUsername } from './auth-flow';
import type { PendingChallenge } from './auth-flow';

/** Spec 2.1: a signed-in user who opens the login page goes to the home page. */
export function loginLoader(queryClient: QueryClient) {
  return async () => {
    const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined);
    return session?.signedIn ? redirect(paths.home()) : null;
  };
}

/** Spec 2.1: /mfa and /complete-new-password need the matching challenge from sign-in, else back to login. */
export function challengeLoader(challenge: PendingChallenge) {
  return () => (pendingChallenge() === challenge ? null : redirect(paths.login()));
}

/** Spec 2.1: /reset-password needs the username stored by sign-in, else back to login. */
export function resetPasswordLoader() {
  return () => (resetUsername() ? null : redirect(paths.login()));
}
