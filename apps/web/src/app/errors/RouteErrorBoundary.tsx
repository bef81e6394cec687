import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { publicRoutes } from '../../shared/config/paths';
import { ErrorContent } from './ErrorContent';

/** A route's failure, shown in place of its screen; the page title becomes "Error" (spec 2.1). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    document.title = publicRoutes['app.error'].title;
    console.error(error);
  }, [error]);
  return <ErrorContent error={error} />;
}
