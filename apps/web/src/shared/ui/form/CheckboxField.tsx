import { Checkbox } from '@mantine/core';
import type { CheckboxProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { fieldErrorNode } from './FieldErrors';

export interface CheckboxFieldProps<T extends FieldValues> extends Omit<
  CheckboxProps,
  'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
}

/** A checkbox bound to a boolean of the surrounding form. */
export function CheckboxField<T extends FieldValues>({ name, ...props }: CheckboxFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldErrorNode(fieldState.error)}
    />
  );
}
