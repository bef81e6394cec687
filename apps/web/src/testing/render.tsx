import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
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
