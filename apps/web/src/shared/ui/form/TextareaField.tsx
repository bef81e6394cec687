import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundText } from './use-bound-text';

export interface TextareaFieldProps<T extends FieldValues> extends Omit<
  TextareaProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
  optional?: boolean;
}

/** A multi-line text bound to the surrounding form. */
export function TextareaField<T extends FieldValues>({
  name,
  label,
  optional,
  ...props
}: TextareaFieldProps<T>) {
  return <Textarea {...props} {...useBoundText<T>({ name, label, optional })} />;
}
