import { Paper } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** A screen on the app's page padding: its header (title, a line under it, its actions), then its body. */
export function Screen({ children, ...header }: ComponentProps<typeof PageHeader> & { children: ReactNode }) {
  return (
    <Paper px="xl" py="lg" radius={0} bg="transparent">
      <PageHeader {...header} />
      {children}
    </Paper>
  );
}
