import type { ChangeEvent, ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';

export interface BoundTextOptions<T extends FieldValues> {
  name: FieldPath<T>;
  label?: ReactNode;
  optional?: boolean;
  showAllErrors?: boolean;
}

/**
 * The props that bind a plain text control (password, multi-line) to the surrounding form: its value as text,
 * its label marked '(optional)' where it is, and the form layer's error display.
 */
export function useBoundText<T extends FieldValues>({
  name,
  label,
  optional,
  showAllErrors,
}: BoundTextOptions<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return {
    ref: field.ref,
    name: field.name,
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(event.currentTarget.value),
    onBlur: field.onBlur,
    label: label === undefined ? undefined : <FieldLabel label={label} optional={optional} />,
    error: fieldErrorNode(fieldState.error, showAllErrors),
  };
}
