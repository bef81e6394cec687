import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-error';

/** `/data/attributes/name`, `/data/name` (bodies without attributes) or `/name` to 'name'; nested to dotted paths. */
export function pointerToField(pointer: string): string {
  return pointer
    .replace(/^\/(data\/(attributes\/)?)?/, '')
    .split('/')
    .filter(Boolean)
    .join('.');
}

/**
 * Puts a 422's errors on the form's fields, by source pointer. Returns the messages no field could take, for
 * the form's errors card.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): string[] {
  if (!(error instanceof ApiRequestError) || error.kind !== 'validation') return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const item of error.errors) {
    const message = item.detail ?? item.title;
    const field = item.source
      ? fields.find((f) => f === pointerToField(item.source?.pointer ?? ''))
      : undefined;
    if (field) {
      // the first field the server faulted takes the focus, as the first a check of the form faults does
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else unplaced.push(message);
  }
  return unplaced;
}
