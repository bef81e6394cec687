import { AppError } from '../../platform/errors/app-error';

/** Checks for support staff's input (the CLI and the demo seed); each failure a 422 naming the field. */
export const invalid = (field: string, detail: string) =>
  AppError.validation([{ pointer: `/${field}`, detail }]);

/** Trimmed, spaces collapsed, non-empty, at most `max` characters. */
export function text(value: string | undefined, field: string, label: string, max = 100): string {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed) throw invalid(field, `${label} is required`);
  if (trimmed.length > max) throw invalid(field, `${label} must be at most ${max} characters`);
  return trimmed;
}

export function oneOf<const T extends string>(value: string, allowed: readonly T[], field: string): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined)
    throw invalid(field, `${field} must be one of ${allowed.join(', ')}; got '${value}'`);
  return found;
}

export function wholeNumber(value: number, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw invalid(field, `${field} must be a whole number from ${min} to ${max}`);
  return value;
}

/** A real calendar date, YYYY-MM-DD. */
export function isoDate(value: string, field: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(value)
  )
    throw invalid(field, `${field} must be a date, YYYY-MM-DD`);
  return value;
}
