import { Button, Group } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';
import type { ReactNode } from 'react';
import { typeLabel } from '../../lib/display-format';
import { Select } from '../inputs/DeferredSelect';

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

/** The type filter: outbound, inbound or anywhere to anywhere, or all types when cleared. */
export function MovementTypeFilter({
  value,
  onChange,
  w,
}: {
  value: MovementType | null;
  onChange: (type: MovementType | null) => void;
  w?: number;
}) {
  return (
    <Select
      label="Type"
      placeholder="All types"
      data={movementTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
      value={value}
      onChange={(next) => onChange(movementTypes.find((type) => type === next) ?? null)}
      clearable
      w={w}
    />
  );
}
