import { Select } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';
import { typeLabel } from '../../lib/display-format';

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
