import '../../shared/ui/styles/mantine-base';
import '../styles/app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadToasts } from '../../shared/ui/feedback/toast';
import { sessionColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = sessionColorSchemeManager();

// after the first paint: neither is needed to show a page, and together they are floating-ui, Mantine's modal and
// transitions (about 20 KiB gzipped); toasts and dialogs asked for before they load wait for them
const ModalsHost = lazy(() => import('../../shared/ui/dialogs/ModalsHost'));
const Notifications = lazy(() =>
  loadToasts()
    .then(() => import('@mantine/notifications'))
    .then((module) => ({ default: module.Notifications })),
);

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
        <Suspense fallback={null}>
          <ModalsHost />
          <Notifications position="top-right" limit={5} />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
