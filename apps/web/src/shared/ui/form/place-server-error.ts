import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';
import { displayMessageFor } from '../../lib/display-message';
import { pointerToField } from './server-errors';

/** Where a form shows a failed save's messages. */
export interface ServerErrorPlacement<T extends FieldValues> {
  /** The wire's fields the form shows, by name; a map where the form names them otherwise. */
  fields: readonly FieldPath<T>[] | Readonly<Record<string, FieldPath<T>>>;
  /** Spec 5, 8: a 409 means this field's value is already taken, said with this message. */
  conflict?: { field: FieldPath<T>; message: string };
}

function isList<T extends FieldValues>(
  fields: ServerErrorPlacement<T>['fields'],
): fields is readonly FieldPath<T>[] {
  return Array.isArray(fields);
}

function fieldFor<T extends FieldValues>(
  fields: ServerErrorPlacement<T>['fields'],
  wire: string,
): FieldPath<T> | undefined {
  if (isList(fields)) return fields.find((field) => field === wire);
  return Object.hasOwn(fields, wire) ? fields[wire] : undefined;
}

/**
 * Puts a failed save on the form: a 409 on its conflict field, a 422's errors on their fields by pointer. Returns
 * what no field shows (the rest of a 422, or what any other failure means), for the form's errors card.
 */
export function placeServerError<T extends FieldValues>(
  error: unknown,
  { fields, conflict }: ServerErrorPlacement<T>,
  setError: UseFormSetError<T>,
): string[] {
  if (conflict && isApiError(error, 'conflict')) {
    setError(conflict.field, { type: 'server', message: conflict.message }, { shouldFocus: true });
    return [];
  }
  if (!isApiError(error, 'validation')) return [displayMessageFor(error)];
  const unplaced: string[] = [];
  let focused = false;
  for (const item of error.errors) {
    const message = item.detail ?? item.title;
    const field = fieldFor(fields, pointerToField(item.source?.pointer ?? ''));
    if (field) {
      // the first field the server faulted takes the focus, as the first a check of the form faults does
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else unplaced.push(message);
  }
  return unplaced;
}
