import { lazy, Suspense } from 'react';
import { isRouteErrorResponse } from 'react-router';
import {
  ContextAccessError,
  StartupError,
  UserAccessDeniedError,
} from '../../features/context/lib/startup-error';
import { paths } from '../../shared/config/paths';
import { ApiRequestError } from '../../shared/lib/api-error';
import { usePlatformConfig } from '../../shared/lib/platform-config';
import {
  AccessDeniedScreen,
  GenericErrorScreen,
  NetworkFailureScreen,
  NotFoundScreen,
  PermissionDeniedScreen,
  UnauthenticatedScreen,
} from '../../shared/ui/errors';
import { useHomeLinks } from '../router/use-home-links';

// rare, and Mantine's modal brings its scroll area and floating-ui: loaded only when shown
const AccessDeniedDialog = lazy(() =>
  import('./AccessDeniedDialog').then((module) => ({ default: module.AccessDeniedDialog })),
);

/** Spec 2.5, 8.1: the screen for a failure, by its kind. */
export function ErrorContent({ error }: { error: unknown }) {
  const homeLinks = useHomeLinks();
  const { data: config } = usePlatformConfig();
  const phone = config?.helpContact.phone;

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen homeLinks={homeLinks} />;
    if (error.status === 403) return <PermissionDeniedScreen />;
    return <GenericErrorScreen phone={phone} />;
  }
  if (error instanceof UserAccessDeniedError)
    return (
      <Suspense fallback={null}>
        <AccessDeniedDialog />
      </Suspense>
    );
  if (error instanceof ContextAccessError)
    return <AccessDeniedScreen reason={error.message} homeLinks={homeLinks} />;
  if (error instanceof StartupError) return <GenericErrorScreen phone={phone} detail={error.message} />;
  if (error instanceof ApiRequestError) {
    switch (error.kind) {
      case 'network':
        return <NetworkFailureScreen />;
      case 'notFound':
        return <NotFoundScreen homeLinks={homeLinks} />;
      case 'forbidden':
        return <PermissionDeniedScreen />;
      case 'unauthenticated':
        return <UnauthenticatedScreen loginPath={paths.login()} />;
      default:
        return <GenericErrorScreen phone={phone} />;
    }
  }
  return <GenericErrorScreen phone={phone} />;
}
