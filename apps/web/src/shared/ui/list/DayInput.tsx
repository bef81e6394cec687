import { TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Whether a date field's value is a day the user has finished typing: a browser's date field reports a value as
 * soon as its year has one digit ("0002-12-04" on the way to 2026), and a field fed that back starts the year
 * over, so a half-typed year is kept in the field and not passed on.
 */
const isWholeDay = (value: string) => Number(value.slice(0, 4)) >= 1000;

/** A day as a date field: YYYY-MM-DD once one is typed or picked, null when cleared. */
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
  // what the field holds while a year is being typed, and the value it was typed over
  const [typing, setTyping] = useState<{ text: string; over: string | null } | null>(null);
  // a value set from outside (Clear filters, the address) replaces what was being typed
  const shown = typing && typing.over === value ? typing.text : (value ?? '');
  return (
    <TextInput
      label={label}
      type="date"
      value={shown}
      min={min ?? undefined}
      max={max ?? undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text === '' || isWholeDay(text)) {
          setTyping(null);
          onChange(text || null);
        } else setTyping({ text, over: value });
      }}
      error={error}
      w={w}
    />
  );
}
