import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  /** Turns typed input into upper case (spec 5.1). */
  uppercase?: boolean;
  /** Stores null instead of an empty string (spec 5.1). */
  nullIfEmpty?: boolean;
  /** Shows every error of the field, not only the first. */
  showAllErrors?: boolean;
}

/** A text input bound to the surrounding form: validates on blur and input, shows its first error sentence-cased. */
export function TextField<T extends FieldValues>({
  name,
  label,
  optional,
  uppercase,
  nullIfEmpty,
  showAllErrors,
  ...props
}: TextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        const text = uppercase ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
        field.onChange(nullIfEmpty && text === '' ? null : text);
      }}
      onBlur={field.onBlur}
      label={label === undefined ? undefined : <FieldLabel label={label} optional={optional} />}
      error={fieldErrorNode(fieldState.error, showAllErrors)}
    />
  );
}
