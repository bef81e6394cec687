import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldLabel } from './FieldLabel';
import { fieldErrorNode } from './FieldErrors';
import { fieldErrorMessages } from './field-error';

/** The input props a form field sets from the form, which its own props leave out. */
export type BoundInputProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** What every form field takes besides its input's own props. */
export interface FieldBinding<T extends FieldValues> {
  name: FieldPath<T>;
  label?: ReactNode;
  /** Marks the label '(optional)'. */
  optional?: boolean;
  /** Shows every error of the field, not only the first. */
  showAllErrors?: boolean;
}

const sentence = (text: string) => text.trim().replace(/\.$/, '').toLowerCase();

/** A field's description that its error says again (a policy, shown first as a hint): the error alone is shown. */
function repeatsTheErrors(props: object, messages: readonly string[]): boolean {
  const description: unknown = 'description' in props ? props.description : undefined;
  return typeof description === 'string' && messages.some((m) => sentence(m) === sentence(description));
}

/**
 * Binds an input to the surrounding form: the field's controller and value, and the input's props with what every
 * field of the form layer shows (its ref, name and blur, the label with its optional mark, the error sentence).
 */
export function useBoundField<P extends FieldBinding<FieldValues>>(props: P) {
  const { name, label, optional, showAllErrors, ...rest } = props;
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  const messages = fieldErrorMessages(fieldState.error, showAllErrors);
  const inputProps = {
    ...rest,
    ...(repeatsTheErrors(rest, messages) ? { description: undefined } : {}),
    ref: field.ref,
    name: field.name,
    onBlur: field.onBlur,
    label: label === undefined ? undefined : <FieldLabel label={label} optional={optional} />,
    error: fieldErrorNode(fieldState.error, showAllErrors),
  };
  return { field, value, inputProps };
}

/**
 * The props of a plain text input (a password, a multi-line text) bound to the surrounding form: its text, and what
 * is typed into it stored as it is.
 */
export function useBoundText<P extends FieldBinding<FieldValues>>(props: P) {
  const { field, value, inputProps } = useBoundField(props);
  return {
    ...inputProps,
    value: typeof value === 'string' ? value : '',
    onChange: (event: { currentTarget: { value: string } }) => field.onChange(event.currentTarget.value),
  };
}
