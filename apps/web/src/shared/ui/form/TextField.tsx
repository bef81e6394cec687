import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { normaliseTime, typedTime } from '../../lib/time-entry';
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
  /**
   * A time of day in 24-hour HH:MM, as the app lists times: typed into a text field ("930" reads 09:30 on leaving
   * it), because the browser's time input shows AM/PM in en-AU.
   */
  timeOfDay?: boolean;
}

/** A text input bound to the surrounding form: validates on blur and input, shows its first error sentence-cased. */
export function TextField<T extends FieldValues>({
  name,
  label,
  optional,
  uppercase,
  nullIfEmpty,
  showAllErrors,
  timeOfDay,
  ...props
}: TextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  const text = typeof value === 'string' ? value : '';
  return (
    <TextInput
      {...(timeOfDay ? { placeholder: 'HH:MM', inputMode: 'numeric' as const, autoComplete: 'off' } : {})}
      {...props}
      ref={field.ref}
      name={field.name}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = timeOfDay ? typedTime(typed) : uppercase ? typed.toUpperCase() : typed;
        field.onChange(nullIfEmpty && next === '' ? null : next);
      }}
      onBlur={() => {
        if (timeOfDay && normaliseTime(text) !== text) field.onChange(normaliseTime(text));
        field.onBlur();
      }}
      label={label === undefined ? undefined : <FieldLabel label={label} optional={optional} />}
      error={fieldErrorNode(fieldState.error, showAllErrors)}
    />
  );
}
