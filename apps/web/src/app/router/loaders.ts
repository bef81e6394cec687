import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { userQueryOptions } from '../../features/context/api/get-user';
import { contextGates } from '../../features/context/lib/gates';
import { loadContext } from '../../features/context/lib/guards';
import { defaultContextOf, resolveContext } from '../../features/context/lib/organisations';
import { landingPageFor } from '../../shared/config/landing-pages';
import { contextPath, paths } from '../../shared/config/paths';
import type { AppContext, ContextRouteName, ContextType } from '../../shared/config/paths';
import { preferenceKeys, readPreference } from '../../shared/lib/user-preferences';
import { requireAcceptedTerms, requireUser } from './require-user';

/** Spec 2.1: the empty path goes to site.default. */
export const homeLoader = () => redirect(paths.siteDefault());

/** Spec 2.2, 9: /site goes to the saved default context (else the default site) and its landing page. */
export function siteDefaultLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await requireAcceptedTerms(queryClient, request);
    const ctx = defaultContextOf(user, readPreference(user.id, preferenceKeys.context));
    if (!ctx) throw new Error('The user has no sites');
    return redirect(landingPath(user, ctx));
  };
}

function landingPath(user: Parameters<typeof resolveContext>[0] & { id: string }, ctx: AppContext): string {
  const resolved = resolveContext(user, ctx);
  const landing = landingPageFor(
    readPreference(user.id, preferenceKeys.landingPage),
    ctx.type,
    resolved ? contextGates(resolved).orderIntegration : false,
  );
  return contextPath(landing.route, ctx, landing.params);
}

/** Spec 2.2, 6: a context route checks the user belongs to the site or organisation in the URL. */
export function contextLoader(queryClient: QueryClient, type: ContextType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requireAcceptedTerms(queryClient, request);
    await loadContext(queryClient, user, type, params.contextId ?? '');
    return null;
  };
}

/** Spec 2.2: the context prefix on its own goes to the context's landing page. */
export function contextIndexLoader(queryClient: QueryClient, type: ContextType) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const { user } = await requireAcceptedTerms(queryClient, request);
    return redirect(landingPath(user, { type, id: params.contextId ?? '' }));
  };
}

/** Spec 2.2: bare and legacy sub-paths redirect, keeping the query. */
export function contextRedirectLoader(
  type: ContextType,
  to: ContextRouteName,
  routeParams?: Record<string, string>,
) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    return redirect(`${contextPath(to, { type, id: params.contextId ?? '' }, routeParams)}${search}`);
  };
}

/** Pages any visitor may open (the catch-all): the user is loaded when there is one, for the not-found links. */
export function optionalUserLoader(queryClient: QueryClient) {
  return async () => {
    try {
      const session = await queryClient.ensureQueryData(sessionQueryOptions());
      if (session.signedIn) await queryClient.ensureQueryData(userQueryOptions());
    } catch {
      // a visitor without a session, or a server that cannot say: the page shows without the links
    }
    return null;
  };
}

/** Protected routes outside a context. */
export function protectedLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireAcceptedTerms(queryClient, request);
    return null;
  };
}

/** The terms page needs a signed-in user, but not accepted terms. */
export function signedInLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    return null;
  };
}
