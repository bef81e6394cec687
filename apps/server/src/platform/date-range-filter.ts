import { addDays, melbourneMidnight } from '@freight/rules';
import { AppError } from './errors/app-error';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A range's start: a date is the start of that day in Melbourne (spec 9), a date-time is itself. */
export const rangeStart = (value: string): Date =>
  DATE_ONLY.test(value) ? melbourneMidnight(value) : new Date(value);
/** A range's exclusive end: a date includes that whole day, a date-time includes its own millisecond. */
export const rangeEnd = (value: string): Date =>
  DATE_ONLY.test(value) ? melbourneMidnight(addDays(value, 1)) : new Date(new Date(value).getTime() + 1);

/**
 * A search filter's created range as instants, `from` inclusive and `before` exclusive; a range that ends
 * before it starts is a validation error at `pointer` (the filter's `to`).
 */
export function createdRange(
  range: { from?: string | undefined; to?: string | undefined } | undefined,
  pointer: string,
  detail: string,
): { createdFrom: Date | undefined; createdBefore: Date | undefined } {
  const createdFrom = range?.from ? rangeStart(range.from) : undefined;
  const createdBefore = range?.to ? rangeEnd(range.to) : undefined;
  if (createdFrom && createdBefore && createdBefore <= createdFrom)
    throw AppError.validation([{ pointer, detail }]);
  return { createdFrom, createdBefore };
}
