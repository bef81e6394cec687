import { compareNames } from './compare-names';

const OTHER = 'Other';

/** Spec 3: a site's packaging types by name, with 'Other' always last. Returns a new array. */
export function sortPackagingTypes<T extends { name: string }>(types: readonly T[]): T[] {
  return [...types].sort(
    (a, b) => Number(a.name === OTHER) - Number(b.name === OTHER) || compareNames(a.name, b.name),
  );
}
