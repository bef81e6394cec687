import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** A day as a date field: YYYY-MM-DD while it holds one, null when cleared. */
export function DayInput({
  label,
  value,
  onChange,
  min,
  max,
  error,
  w,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  /** The earliest and latest days the picker offers; null leaves that end open. */
  min?: string | null;
  max?: string | null;
  error?: ReactNode;
  w?: number;
}) {
  return (
    <TextInput
      label={label}
      type="date"
      value={value ?? ''}
      min={min ?? undefined}
      max={max ?? undefined}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
      w={w}
    />
  );
}
