/**
 * The id in a reference support staff give (the admin CLI, the demo seed), which names a record by its id or
 * by its name: a number, or a string that reads as a whole one. A name gives none.
 */
export function idOfRef(ref: number | string): number | undefined {
  if (typeof ref === 'number') return ref;
  const text = ref.trim();
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
}
