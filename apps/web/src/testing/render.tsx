import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import type { ReactElement, ReactNode } from 'react';
import ModalsHost from '../shared/ui/dialogs/ModalsHost';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ModalsHost>
          <Notifications />
          {children}
        </ModalsHost>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders with the app's providers around the element. */
export function renderWithProviders(ui: ReactElement, queryClient = testQueryClient()) {
  return { queryClient, ...render(<Providers queryClient={queryClient}>{ui}</Providers>) };
}

/** Renders with the app's providers inside a router at `/`, for an element that links or navigates. */
export function renderWithRouter(ui: ReactElement, queryClient = testQueryClient()) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, queryClient);
}

/**
 * Renders the element at every address of a data router, which a form's data-loss guard needs, starting at
 * `entry`.
 */
export function renderInDataRouter(element: ReactElement, queryClient = testQueryClient(), entry = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [entry] });
  return renderWithProviders(<RouterProvider router={router} />, queryClient);
}

/** Shows the address the router is at, so a test can read where a screen sent the user. */
export function CurrentPath() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

/** Renders the screens at their route paths, starting at the entry address. */
export function renderRoutes(
  entry: string,
  routes: Record<string, ReactElement>,
  queryClient = testQueryClient(),
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}
