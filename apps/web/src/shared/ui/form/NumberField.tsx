import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';

export interface NumberFieldProps<T extends FieldValues> extends Omit<
  NumberInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> {
  name: FieldPath<T>;
  optional?: boolean;
  showAllErrors?: boolean;
}

/** A number input bound to the surrounding form; an empty input is null. */
export function NumberField<T extends FieldValues>({
  name,
  label,
  optional,
  showAllErrors,
  ...props
}: NumberFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return (
    <NumberInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'number' ? value : ''}
      onChange={(next) => field.onChange(typeof next === 'number' ? next : null)}
      onBlur={field.onBlur}
      label={label === undefined ? undefined : <FieldLabel label={label} optional={optional} />}
      error={fieldErrorNode(fieldState.error, showAllErrors)}
    />
  );
}
