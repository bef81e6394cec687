import { Group, Text } from '@mantine/core';
import { PAGE_SIZE_CHOICES } from '@freight/rules';
import type { PageSize } from '@freight/rules';
import { useId } from 'react';
import { Select } from '../inputs/DeferredSelect';

/** Results per screen: the choices the user preferences offer (document 3, 2: 30, 50 or 100). */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: PageSize) => void }) {
  const id = useId();
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        Per page
      </Text>
      <Select
        id={id}
        size="xs"
        w={80}
        data={PAGE_SIZE_CHOICES.map(String)}
        value={String(value)}
        allowDeselect={false}
        onChange={(next) => {
          const size = PAGE_SIZE_CHOICES.find((choice) => String(choice) === next);
          if (size) onChange(size);
        }}
      />
    </Group>
  );
}
