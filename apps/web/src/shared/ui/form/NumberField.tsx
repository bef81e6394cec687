import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export type NumberFieldProps<T extends FieldValues> = Omit<NumberInputProps, BoundInputProps> &
  FieldBinding<T>;

/**
 * A number input bound to the surrounding form; an empty input is null. A number outside `min`..`max` stays as
 * typed for the form's rules to name, rather than being changed on blur without a word.
 */
export function NumberField<T extends FieldValues>(props: NumberFieldProps<T>) {
  const { field, value, inputProps } = useBoundField(props);
  return (
    <NumberInput
      clampBehavior="none"
      {...inputProps}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
    />
  );
}
