import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';

export interface PasswordFieldProps<T extends FieldValues> extends Omit<
  PasswordInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
  optional?: boolean;
  showAllErrors?: boolean;
}

/** A password input bound to the surrounding form, with the form layer's error display. */
export function PasswordField<T extends FieldValues>({
  name,
  label,
  optional,
  showAllErrors,
  ...props
}: PasswordFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <PasswordInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      label={label === undefined ? undefined : <FieldLabel label={label} optional={optional} />}
      error={fieldErrorNode(fieldState.error, showAllErrors)}
    />
  );
}
