/**
 * Spec 8: a line item or dangerous goods entry is named in error pointers by a stable key rather than its
 * position, so an error still finds its line after lines are added or removed: `/data/attributes/lineItems/
 * {key}/weight`, `/data/attributes/lineItems/{key}/dangerousGoods/{key}/unNumber`. The key is the entry's
 * `key` (the client's), else its `id` (the server's); an entry with neither is named by its index. Keys start
 * with a letter, so they are never mistaken for an index.
 */
export const LINE_KEY = /^[A-Za-z][\w-]{0,63}$/;

export function entryKey(entry: { key?: unknown; id?: unknown } | undefined, index: number): string {
  if (typeof entry?.key === 'string' && LINE_KEY.test(entry.key)) return entry.key;
  if (typeof entry?.id === 'string' && LINE_KEY.test(entry.id)) return entry.id;
  return String(index);
}
