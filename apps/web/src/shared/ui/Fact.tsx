import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a record's page: a small upper-case label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}
