import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's code in its list (a UN number, a quick access code): monospace, so codes line up, and medium weight. */
export function CodeText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" ff="monospace" fw={500}>
      {children}
    </Text>
  );
}
