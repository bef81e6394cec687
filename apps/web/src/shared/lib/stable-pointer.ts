import { entryKey } from '@freight/contracts';

// JSON:API bodies (`/data/attributes/lineItems/…`) and flat ones (quote sets `/data/lineItems/…`, pickups
// `/data/freight/…`)
const LISTED = /^(\/data(\/attributes)?\/(lineItems|freight))\/(\d+)(\/dangerousGoods\/(\d+))?(.*)$/;

type Entry = { key?: unknown; id?: unknown; dangerousGoods?: unknown };
const entries = (value: unknown): Entry[] =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item !== null ? item : {})) : [];
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const listsOf = (body: unknown, underAttributes: boolean): Record<string, unknown> => {
  const data = recordOf(recordOf(body).data);
  return underAttributes ? recordOf(data.attributes) : data;
};

/**
 * W16-W18 (spec d2 §8, d3 §3): a validation event's pointer into a line item, a freight entry or a line item's
 * dangerous goods names the entry by its stable key, not its position, so events from forms whose lines moved
 * count as one: `/data/attributes/lineItems/2/dangerousGoods/0/unNumber` becomes
 * `/data/attributes/lineItems/{key}/dangerousGoods/{key}/unNumber`. A pointer already keyed is left alone.
 */
export function stablePointer(pointer: string, requestBody: unknown): string {
  const match = LISTED.exec(pointer);
  if (!match) return pointer;
  const [, base, attributes, list = '', index, dgPart, dgIndex, rest] = match;
  const line = entries(listsOf(requestBody, attributes !== undefined)[list])[Number(index)];
  let result = `${base}/${entryKey(line, Number(index))}`;
  if (dgPart !== undefined)
    result += `/dangerousGoods/${entryKey(entries(line?.dangerousGoods)[Number(dgIndex)], Number(dgIndex))}`;
  return result + (rest ?? '');
}
