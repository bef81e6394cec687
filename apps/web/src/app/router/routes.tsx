import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
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
            {
              path: path('auth.login'),
              loader: loginLoader(queryClient),
              lazy: lazyPage(
                () => import('../../features/auth/pages/LoginPage'),
                (m) => m.LoginPage,
              ),
              handle: handle('auth.login'),
            },
            {
              path: path('auth.verify-mfa'),
              loader: challengeLoader('totp'),
              lazy: lazyPage(
                () => import('../../features/auth/pages/MfaPage'),
                (m) => m.MfaPage,
              ),
              handle: handle('auth.verify-mfa'),
            },
            {
              path: path('auth.complete-new-password'),
              loader: challengeLoader('newPassword'),
              lazy: lazyPage(
                () => import('../../features/auth/pages/CompleteNewPasswordPage'),
                (m) => m.CompleteNewPasswordPage,
              ),
              handle: handle('auth.complete-new-password'),
            },
            {
              path: path('auth.forgot-password'),
              lazy: lazyPage(
                () => import('../../features/auth/pages/ForgotPasswordPage'),
                (m) => m.ForgotPasswordPage,
              ),
              handle: handle('auth.forgot-password'),
            },
            {
              path: path('auth.reset-password'),
              loader: resetPasswordLoader(),
              lazy: lazyPage(
                () => import('../../features/auth/pages/ResetPasswordPage'),
                (m) => m.ResetPasswordPage,
              ),
              handle: handle('auth.reset-password'),
            },
            {
              path: path('auth.logout'),
              lazy: lazyPage(
                () => import('../../features/auth/pages/LogoutPage'),
                (m) => m.LogoutPage,
              ),
              handle: handle('auth.logout'),
            },
            {
              path: path('page.privacy-policy'),
              lazy: lazyPage(
                () => import('../../features/legal/pages/PrivacyPolicyPage'),
                (m) => m.PrivacyPolicyPage,
              ),
              handle: handle('page.privacy-policy'),
            },
            {
              path: path('page.terms-of-use'),
              lazy: lazyPage(
                () => import('../../features/legal/pages/TermsOfUsePage'),
                (m) => m.TermsOfUsePage,
              ),
              handle: handle('page.terms-of-use'),
            },
            {
              path: path('carrier-pickup'),
              lazy: lazyPage(
                () => import('../../features/carrier-pickup/pages/CarrierPickupPage'),
                (m) => m.CarrierPickupPage,
              ),
              handle: handle('carrier-pickup'),
            },
            {
              path: path('track'),
              lazy: lazyPage(
                () => import('../../features/tracking/pages/PublicTrackingPage'),
                (m) => m.PublicTrackingPage,
              ),
              handle: handle('track'),
            },
            {
              path: path('auth.accept-terms'),
              loader: signedInLoader(queryClient),
              lazy: lazyPage(
                () => import('../../features/legal/pages/AcceptTermsPage'),
                (m) => m.AcceptTermsPage,
              ),
              handle: handle('auth.accept-terms'),
            },
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
                {
                  path: path('document'),
                  loader: protectedLoader(queryClient),
                  lazy: lazyPage(
                    () => import('../../features/documents/pages/DocumentPage'),
                    (m) => m.DocumentPage,
                  ),
                  handle: handle('document'),
                },
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
                        {
                          path: path('auth.mfa-setup'),
                          lazy: lazyPage(
                            () => import('../../features/auth/pages/MfaSetupPage'),
                            (m) => m.MfaSetupPage,
                          ),
                          handle: handle('auth.mfa-setup'),
                        },
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
