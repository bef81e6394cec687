import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundText } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export type PasswordFieldProps<T extends FieldValues> = Omit<PasswordInputProps, BoundInputProps> &
  FieldBinding<T>;

/** A password input bound to the surrounding form, with the form layer's error display. */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  return <PasswordInput {...useBoundText(props)} />;
}
