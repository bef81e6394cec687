import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export type SelectFieldProps<T extends FieldValues> = Omit<SelectProps, BoundInputProps> & FieldBinding<T>;

/** A select bound to the surrounding form; its value is the option's value text, or null. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { field, value, inputProps } = useBoundField(props);
  return (
    <Select
      {...inputProps}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => field.onChange(next)}
    />
  );
}
