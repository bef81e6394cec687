import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useBoundField } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export type NumberFieldProps<T extends FieldValues> = Omit<NumberInputProps, BoundInputProps> &
  FieldBinding<T>;

/** What is typed on the way to a number ("12.", "-", "0.0"), and the form's number while it stands. */
interface Draft {
  text: string;
  value: number | null;
}

/** The number a half-typed text stands for so far: "12." is 12; "-" or "." is none yet. */
function numberSoFar(text: string): number | null {
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A number input bound to the surrounding form; an empty input is null. What is typed on the way to a number
 * ("12." before "12.5") stays in the input while the form holds the number so far: read as none, it emptied the
 * input, and "12.5" typed became 5. A number outside `min`..`max` stays as typed for the form's rules to name,
 * rather than being changed on blur without a word.
 */
export function NumberField<T extends FieldValues>(props: NumberFieldProps<T>) {
  const { field, value, inputProps } = useBoundField(props);
  const [draft, setDraft] = useState<Draft | null>(null);
  const number = typeof value === 'number' ? value : null;
  // a draft stands only while the form still holds its number: a reset or a preset's fill replaces it
  const shown = draft && draft.value === number ? draft.text : (number ?? '');
  return (
    <NumberInput
      clampBehavior="none"
      {...inputProps}
      value={shown}
      onChange={(next) => {
        if (typeof next === 'number' || next === '') {
          setDraft(null);
          field.onChange(next === '' ? null : next);
          return;
        }
        const soFar = numberSoFar(next);
        setDraft({ text: next, value: soFar });
        field.onChange(soFar);
      }}
    />
  );
}
