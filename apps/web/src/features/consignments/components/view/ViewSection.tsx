import { Paper, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A titled part of the consignment view, a region named by its title. */
export function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
