import { entryKey } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';

const LINE = /^(\/data\/attributes\/lineItems)\/(\d+)(\/dangerousGoods\/(\d+))?(.*)$/;

type Entry = { key?: unknown; id?: unknown; dangerousGoods?: unknown };
const asEntries = (value: unknown): Entry[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item !== null ? item : {})) : [];

/**
 * Spec 8: line item and dangerous goods pointers name the entry by its stable key, not its position (see
 * entryKey in the contracts), so `/data/attributes/lineItems/2/dangerousGoods/0/unNumber` becomes
 * `/data/attributes/lineItems/{key}/dangerousGoods/{key}/unNumber`. Other pointers are left as they are, except
 * that a party's resolved address is named by the field the request sent (`addressId`).
 */
export function keyedPointer(pointer: string, lineItems: unknown): string {
  const party = pointer.replace(/^(\/data\/attributes\/(sender|receiver))\/address\/id$/, '$1/addressId');
  if (party !== pointer) return party;
  if (pointer === '/data/attributes/deliveryTimeSlot') return '/data/attributes/receiver/deliveryTimeSlot';
  const match = LINE.exec(pointer);
  if (!match) return pointer;
  const [, base, lineIndex, dgPart, dgIndex, rest] = match;
  const lines = asEntries(lineItems);
  const line = lines[Number(lineIndex)];
  let result = `${base}/${entryKey(line, Number(lineIndex))}`;
  if (dgPart !== undefined) {
    const entries = asEntries(line?.dangerousGoods);
    result += `/dangerousGoods/${entryKey(entries[Number(dgIndex)], Number(dgIndex))}`;
  }
  return result + (rest ?? '');
}

/** A validation error with its pointers keyed; any other error unchanged. */
export function withKeyedPointers(error: unknown, lineItems: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 422) return error;
  return AppError.validation(
    error.toErrors().map((item) => ({
      pointer: keyedPointer(item.source?.pointer ?? '/', lineItems),
      detail: item.detail ?? item.title,
    })),
  );
}

/** Runs a step whose validation errors are to name line items by key. */
export async function keyingPointers<T>(lineItems: unknown, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw withKeyedPointers(error, lineItems);
  }
}
