import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's filters in a row, with "Clear filters" while any narrows the list. */
export function FilterBar({
  active = false,
  onClear,
  children,
}: {
  active?: boolean;
  /** Absent where the list offers no clearing. */
  onClear?: () => void;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-end" mb="sm">
      {children}
      {active && onClear ? (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
