import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's body on the app's padding; a laptop window gives half of it to the lists' columns, in line with the logo. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Paper px={{ base: 'md', xl: 'xl' }} py="lg" radius={0} bg="transparent">
      {children}
    </Paper>
  );
}
