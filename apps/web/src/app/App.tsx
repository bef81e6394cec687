import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { FatalErrorBoundary } from './errors/FatalErrorBoundary';
import { AppProviders } from './providers/AppProviders';

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <FatalErrorBoundary>
        <RouterProvider router={router} />
      </FatalErrorBoundary>
    </AppProviders>
  );
}
