import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { challengeLoader, loginLoader, resetPasswordLoader } from '../../features/auth/lib/guards';
import { contextRedirects, contextRouteNames, contextRoutes, publicRoutes } from '../../shared/config/paths';
import type { ContextType, PublicRouteName } from '../../shared/config/paths';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { ProtectedLayout } from '../ProtectedLayout';
import { RootLayout } from '../RootLayout';
import type { RouteHandle } from '../RootLayout';
import { CatchAllNotFound } from './CatchAllNotFound';
import { contextPageOf } from './context-pages';
import { StartupFallback } from './StartupFallback';
import { lazyPage } from './lazy-page';
import {
  contextIndexLoader,
  contextLoader,
  contextRedirectLoader,
  homeLoader,
  optionalUserLoader,
  protectedLoader,
  signedInLoader,
  siteDefaultLoader,
} from './loaders';

/** Routes whose loader always redirects render nothing. */
const RedirectOnly = () => null;

const handle = (name: PublicRouteName): RouteHandle => ({ title: publicRoutes[name].title });
const path = (name: PublicRouteName) => publicRoutes[name].path;

/** A public route's screen at its path, with its title, loaded lazily; behind `loader` where one guards it. */
function lazyRoute<M>(
  name: PublicRouteName,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  loader?: LoaderFunction,
): RouteObject {
  return {
    path: path(name),
    ...(loader ? { loader } : {}),
    lazy: lazyPage(load, pick),
    handle: handle(name),
  };
}

/** Spec 2.2: the context-scoped routes, with their redirects, under `/site/:contextId` or `/org/:contextId`. */
function contextChildren(queryClient: QueryClient, type: ContextType): RouteObject[] {
  return [
    { index: true, loader: contextIndexLoader(queryClient, type), Component: RedirectOnly },
    ...contextRedirects.map(({ from, to, params }) => ({
      path: from,
      loader: contextRedirectLoader(type, to, params),
      Component: RedirectOnly,
    })),
    ...contextRouteNames.map((name) => {
      const page = contextPageOf(name);
      return {
        path: contextRoutes[name].sub,
        // the context frame loads with the screen, so a signed-out page never downloads it
        lazy: lazyPage(
          () => Promise.all([import('./ContextScreen'), page ? page.loadPage() : undefined]),
          ([{ ContextScreen }, loaded]) =>
            function ContextPage() {
              return (
                <ContextScreen
                  name={name}
                  page={loaded}
                  gate={page?.gate}
                  deniedReason={page?.deniedReason}
                />
              );
            },
        ),
        handle: { title: contextRoutes[name].title } satisfies RouteHandle,
      };
    }),
    { path: '*', element: <CatchAllNotFound />, handle: handle('app.error') },
  ];
}

/** Every route of the app (spec 2.1, 2.2); screens load lazily (DESIGN 6a). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: StartupFallback,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            lazyRoute(
              'auth.login',
              () => import('../../features/auth/pages/LoginPage'),
              (m) => m.LoginPage,
              loginLoader(queryClient),
            ),
            lazyRoute(
              'auth.verify-mfa',
              () => import('../../features/auth/pages/MfaPage'),
              (m) => m.MfaPage,
              challengeLoader('totp'),
            ),
            lazyRoute(
              'auth.complete-new-password',
              () => import('../../features/auth/pages/CompleteNewPasswordPage'),
              (m) => m.CompleteNewPasswordPage,
              challengeLoader('newPassword'),
            ),
            lazyRoute(
              'auth.forgot-password',
              () => import('../../features/auth/pages/ForgotPasswordPage'),
              (m) => m.ForgotPasswordPage,
            ),
            lazyRoute(
              'auth.reset-password',
              () => import('../../features/auth/pages/ResetPasswordPage'),
              (m) => m.ResetPasswordPage,
              resetPasswordLoader(),
            ),
            lazyRoute(
              'auth.logout',
              () => import('../../features/auth/pages/LogoutPage'),
              (m) => m.LogoutPage,
            ),
            lazyRoute(
              'page.privacy-policy',
              () => import('../../features/legal/pages/PrivacyPolicyPage'),
              (m) => m.PrivacyPolicyPage,
            ),
            lazyRoute(
              'page.terms-of-use',
              () => import('../../features/legal/pages/TermsOfUsePage'),
              (m) => m.TermsOfUsePage,
            ),
            lazyRoute(
              'carrier-pickup',
              () => import('../../features/carrier-pickup/pages/CarrierPickupPage'),
              (m) => m.CarrierPickupPage,
            ),
            lazyRoute(
              'track',
              () => import('../../features/tracking/pages/PublicTrackingPage'),
              (m) => m.PublicTrackingPage,
            ),
            lazyRoute(
              'auth.accept-terms',
              () => import('../../features/legal/pages/AcceptTermsPage'),
              (m) => m.AcceptTermsPage,
              signedInLoader(queryClient),
            ),
            {
              element: <ProtectedLayout />,
              children: [
                {
                  path: path('app.home'),
                  loader: homeLoader,
                  Component: RedirectOnly,
                  handle: handle('app.home'),
                },
                {
                  path: path('site.default'),
                  loader: siteDefaultLoader(queryClient),
                  Component: RedirectOnly,
                  handle: handle('site.default'),
                },
                lazyRoute(
                  'document',
                  () => import('../../features/documents/pages/DocumentPage'),
                  (m) => m.DocumentPage,
                  protectedLoader(queryClient),
                ),
                {
                  // the shell and its menus load after sign-in, never on the sign-in page
                  lazy: lazyPage(
                    () => import('../shell/AppShellLayout'),
                    (m) => m.AppShellLayout,
                  ),
                  loader: protectedLoader(queryClient),
                  children: [
                    {
                      errorElement: <RouteErrorBoundary />,
                      children: [
                        lazyRoute(
                          'auth.mfa-setup',
                          () => import('../../features/auth/pages/MfaSetupPage'),
                          (m) => m.MfaSetupPage,
                        ),
                        {
                          path: '/site/:contextId',
                          loader: contextLoader(queryClient, 'site'),
                          children: contextChildren(queryClient, 'site'),
                        },
                        {
                          path: '/org/:contextId',
                          loader: contextLoader(queryClient, 'org'),
                          children: contextChildren(queryClient, 'org'),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              path: path('app.error'),
              loader: optionalUserLoader(queryClient),
              element: <CatchAllNotFound />,
              handle: handle('app.error'),
            },
          ],
        },
      ],
    },
  ];
}
