import '../../shared/ui/styles/mantine-base';
import '../styles/app.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = sessionColorSchemeManager();

/** Theme, colour scheme, data cache, toasts and modals around the whole app. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
      // every variable, defaults included, comes from here: no default-variables stylesheet to download
      deduplicateCssVariables={false}
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
          <Notifications position="top-right" limit={5} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
