const collator = new Intl.Collator('en-AU', { sensitivity: 'accent' });

/** Case-insensitive en-AU ordering of display names, shared by every "sorted by name" rule. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
