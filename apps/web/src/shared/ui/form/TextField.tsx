import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { normaliseTime, typedTime } from '../../lib/time-entry';
import { useBoundField } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

export interface TextFieldProps<T extends FieldValues>
  extends Omit<TextInputProps, BoundInputProps>, FieldBinding<T> {
  /** Turns typed input into upper case (spec 5.1). */
  uppercase?: boolean;
  /** Stores null instead of an empty string (spec 5.1). */
  nullIfEmpty?: boolean;
  /**
   * A time of day in 24-hour HH:MM, as the app lists times: typed into a text field ("930" reads 09:30 on leaving
   * it), because the browser's time input shows AM/PM in en-AU.
   */
  timeOfDay?: boolean;
}

/** A text input bound to the surrounding form: validates on blur and input, shows its first error sentence-cased. */
export function TextField<T extends FieldValues>({
  uppercase,
  nullIfEmpty,
  timeOfDay,
  ...props
}: TextFieldProps<T>) {
  const { field, value, inputProps } = useBoundField(props);
  const text = typeof value === 'string' ? value : '';
  return (
    <TextInput
      {...(timeOfDay ? { placeholder: 'HH:MM', inputMode: 'numeric' as const, autoComplete: 'off' } : {})}
      {...inputProps}
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
    />
  );
}
