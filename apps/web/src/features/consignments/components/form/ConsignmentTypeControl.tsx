import { SegmentedControl } from '@mantine/core';
import { movementTypes } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';

/** Spec 3 (M05): transfer is labelled Anywhere to anywhere. */
const typeOptions = [
  { value: 'outbound', label: 'Outbound' },
  { value: 'inbound', label: 'Inbound' },
  { value: 'transfer', label: 'Anywhere to anywhere' },
];

/** The consignment's type; each type is its own route (M02-M04). */
export function ConsignmentTypeControl({
  value,
  onChange,
}: {
  value: MovementType;
  onChange: (type: MovementType) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Consignment type"
      data={typeOptions}
      value={value}
      onChange={(next) => {
        const type = movementTypes.find((t) => t === next);
        if (type) onChange(type);
      }}
    />
  );
}
