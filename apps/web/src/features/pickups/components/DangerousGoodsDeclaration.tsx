import { Checkbox } from '@mantine/core';
import type { Ref } from 'react';

/** Said at the declaration when the pickup is requested without it. */
export const declarationNeeded = 'Declare the dangerous goods to request this pickup';

/**
 * P23: the sender's dangerous goods declaration, asked when the pickup's freight (typed lines or the consignments
 * it collects) has dangerous goods; the carrier is told to expect them. Requesting without it says so here.
 */
export function DangerousGoodsDeclaration({
  checked,
  onChange,
  missing,
  ref,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The pickup was requested without the declaration. */
  missing: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Checkbox
      ref={ref}
      label="I declare this pickup includes dangerous goods, as described in its freight"
      description="Needed to request a pickup with dangerous goods: the carrier is told to expect them."
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={missing && !checked ? declarationNeeded : undefined}
      aria-invalid={missing && !checked}
    />
  );
}
