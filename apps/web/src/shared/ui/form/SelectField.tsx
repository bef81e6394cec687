import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';

export interface SelectFieldProps<T extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
  optional?: boolean;
  showAllErrors?: boolean;
}

/** A select bound to the surrounding form; its value is the option's value text, or null. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  optional,
  showAllErrors,
  ...props
}: SelectFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <Select
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      label={label === undefined ? undefined : <FieldLabel label={label} optional={optional} />}
      error={fieldErrorNode(fieldState.error, showAllErrors)}
    />
  );
}
