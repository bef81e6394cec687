import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';

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
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <Textarea
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      label={label === undefined ? undefined : <FieldLabel label={label} optional={optional} />}
      error={fieldErrorNode(fieldState.error)}
    />
  );
}
