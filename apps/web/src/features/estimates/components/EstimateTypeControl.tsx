import { SegmentedControl } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';
import { typeLabel } from '../../../shared/lib/display-format';

/** Spec 2: each type is its own route, so changing the type opens that route (and asks first when edited). */
export function EstimateTypeControl({
  value,
  onChange,
}: {
  value: MovementType;
  onChange: (type: MovementType) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Estimate type"
      data={movementTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
      value={value}
      onChange={(next) => {
        const type = movementTypes.find((t) => t === next);
        if (type) onChange(type);
      }}
    />
  );
}
