import { SegmentedControl } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';
import { typeLabel } from '../../lib/display-format';

/**
 * A shipment's type, transfer labelled Anywhere to anywhere (spec 3, M05). Each type is its own route (M02-M04,
 * estimates spec 2), so a change opens that route.
 */
export function MovementTypeControl({
  label,
  value,
  onChange,
}: {
  /** e.g. "Consignment type". */
  label: string;
  value: MovementType;
  onChange: (type: MovementType) => void;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      data={movementTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
      value={value}
      onChange={(next) => {
        const type = movementTypes.find((t) => t === next);
        if (type) onChange(type);
      }}
    />
  );
}
