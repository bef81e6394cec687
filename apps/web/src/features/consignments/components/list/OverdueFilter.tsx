import { Switch } from '@mantine/core';

export interface OverdueFilterProps {
  checked: boolean;
  onChange: (overdue: boolean) => void;
}

/**
 * Spec 9 (S09): the overdue filter, a switch. Given by the one list that has it (Track consignments), so that the
 * other lists, Ready to manifest first, load no switch.
 */
export function OverdueFilter({ checked, onChange }: OverdueFilterProps) {
  return (
    <Switch
      label="Overdue"
      description="Not delivered, ETA past"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mb={4}
    />
  );
}
