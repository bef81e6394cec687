import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundText } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export type PasswordFieldProps<T extends FieldValues> = Omit<PasswordInputProps, BoundInputProps> &
  FieldBinding<T>;

/**
 * A password input bound to the surrounding form, with the form layer's error display. Mantine marks its inner
 * input invalid only with a data attribute, so the field says so to assistive technology itself, as others do.
 */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const bound = useBoundText(props);
  return <PasswordInput {...bound} aria-invalid={bound.error ? true : undefined} />;
}
