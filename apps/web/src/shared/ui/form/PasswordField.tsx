import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText } from './use-bound-text';

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
  return <PasswordInput {...props} {...useBoundText<T>({ name, label, optional, showAllErrors })} />;
}
