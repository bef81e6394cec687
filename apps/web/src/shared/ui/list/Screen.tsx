import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { PageFrame } from '../PageFrame';

/** A screen on the app's page padding: its header (title, a line under it, its actions), then its body. */
export function Screen({ children, ...header }: ComponentProps<typeof PageHeader> & { children: ReactNode }) {
  return (
    <PageFrame>
      <PageHeader {...header} />
      {children}
    </PageFrame>
  );
}
