import { compareNames } from './compare-names';

/** The fields the rule needs, so both the contracts' Site and the server's rows fit. */
export interface SiteForDefault {
  id: string | number;
  name: string;
  organisation: { id: string | number; name: string };
}

/** Spec 4.4: the first site by name of the first organisation by name; undefined without sites. */
export function defaultSite<T extends SiteForDefault>(sites: readonly T[]): T | undefined {
  // ids break ties so organisations or sites sharing a name still give one stable answer
  const byOrganisation = (a: T, b: T) =>
    compareNames(a.organisation.name, b.organisation.name) ||
    String(a.organisation.id).localeCompare(String(b.organisation.id));
  const bySite = (a: T, b: T) => compareNames(a.name, b.name) || String(a.id).localeCompare(String(b.id));
  return [...sites].sort((a, b) => byOrganisation(a, b) || bySite(a, b))[0];
}
