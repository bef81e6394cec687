import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundText } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export type TextareaFieldProps<T extends FieldValues> = Omit<TextareaProps, BoundInputProps> &
  FieldBinding<T>;

/** A multi-line text bound to the surrounding form. */
export function TextareaField<T extends FieldValues>(props: TextareaFieldProps<T>) {
  return <Textarea {...useBoundText(props)} />;
}
