import { Select } from '@mantine/core';
import type { ComboboxItem } from '@mantine/core';

/** A list filter of one value or none: its first choice ('Any', or as `anyLabel` says) is none, given as null. */
export function OptionalFilter({
  label,
  anyLabel = 'Any',
  options,
  value,
  onChange,
  w,
}: {
  label: string;
  anyLabel?: string;
  options: ComboboxItem[];
  value: string | null;
  onChange: (value: string | null) => void;
  w: number;
}) {
  return (
    <Select
      label={label}
      data={[{ value: '', label: anyLabel }, ...options]}
      value={value ?? ''}
      onChange={(next) => onChange(next || null)}
      allowDeselect={false}
      w={w}
    />
  );
}
