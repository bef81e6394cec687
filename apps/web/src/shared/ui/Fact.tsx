import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a record's page: a small upper-case label over its value. A long unbroken value (a carrier's
 * 100-character reference) breaks within its column rather than widening the card past the screen.
 */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
