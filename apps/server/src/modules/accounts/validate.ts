import { statusValues, type Status } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';

/** Checks that a value is one of a fixed list; 422 naming the allowed values otherwise. */
export function oneOf<const T extends string>(
  value: string,
  allowed: readonly T[],
  field: string,
  label: string = field,
): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) {
    throw AppError.validation([
      { pointer: `/${field}`, detail: `${label} must be one of ${allowed.join(', ')}; got '${value}'` },
    ]);
  }
  return found;
}

export function status(value: string, field = 'status'): Status {
  return oneOf(value, statusValues, field, 'Status');
}

/** Trimmed, non-empty, at most `max` characters. */
export function requiredText(value: string | undefined, field: string, label: string, max = 200): string {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text) throw AppError.validation([{ pointer: `/${field}`, detail: `${label} is required` }]);
  if (text.length > max) {
    throw AppError.validation([
      { pointer: `/${field}`, detail: `${label} must be at most ${max} characters` },
    ]);
  }
  return text;
}

export function invalid(field: string, detail: string): AppError {
  return AppError.validation([{ pointer: `/${field}`, detail }]);
}
