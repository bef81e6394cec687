import { contextMessages } from '@freight/contracts';
import type { OrganisationRef, Site, User } from '@freight/contracts';
import { compareNames, defaultSite } from '@freight/rules';
import { parseContextKey } from '../../../shared/config/paths';
import type { AppContext } from '../../../shared/config/paths';

export interface Organisation extends OrganisationRef {
  /** By name. */
  sites: Site[];
}

/** The user's organisations by name, each with its sites by name. */
export function organisationsOf(sites: readonly Site[]): Organisation[] {
  const byId = new Map<string, Organisation>();
  for (const site of sites) {
    const org = byId.get(site.organisation.id) ?? { ...site.organisation, sites: [] };
    org.sites.push(site);
    byId.set(org.id, org);
  }
  const orgs = [...byId.values()].sort((a, b) => compareNames(a.name, b.name));
  for (const org of orgs) org.sites.sort((a, b) => compareNames(a.name, b.name));
  return orgs;
}

export type ResolvedContext =
  | { type: 'site'; id: string; site: Site; organisation: Organisation }
  | { type: 'org'; id: string; site?: undefined; organisation: Organisation };

/** The site or organisation a context names, if the user belongs to it. */
export function resolveContext(user: Pick<User, 'sites'>, ctx: AppContext): ResolvedContext | undefined {
  const orgs = organisationsOf(user.sites);
  if (ctx.type === 'org') {
    const organisation = orgs.find((o) => o.id === ctx.id);
    return organisation && { type: 'org', id: ctx.id, organisation };
  }
  for (const organisation of orgs) {
    const site = organisation.sites.find((s) => s.id === ctx.id);
    if (site) return { type: 'site', id: ctx.id, site, organisation };
  }
  return undefined;
}

/** Spec 9: the default context is the saved one while the user still belongs to it, else the default site (4.4). */
export function defaultContextOf(
  user: Pick<User, 'sites'>,
  savedKey: string | null | undefined,
): AppContext | undefined {
  const saved = parseContextKey(savedKey);
  if (saved && resolveContext(user, saved)) return saved;
  const site = defaultSite(user.sites);
  return site && { type: 'site', id: site.id };
}

/** The site a link into an organisation opens: its first site by name (spec 8.5 errors when there is none). */
export function firstSiteOf(org: Organisation | undefined): Site {
  if (!org) throw new Error(contextMessages.noOrgSelected);
  const site = org.sites[0];
  if (!site) throw new Error(contextMessages.orgHasNoSites);
  return site;
}

/** The name a context is shown by. */
export function contextName(resolved: ResolvedContext): string {
  return resolved.type === 'site' ? resolved.site.name : `${resolved.organisation.name} (Sites overview)`;
}
