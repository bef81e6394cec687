import type { OrganisationRef, Site } from '@freight/contracts';
import type { PageSize } from '@freight/rules';
import type { AppContext } from '../config/paths';

/**
 * Where a screen that works in site or org context runs (spec 2.2): one site, or an organisation with the sites
 * of it the user holds. In site context `sites` is that one site.
 */
export type ContextScope =
  | { type: 'site'; site: Site; organisation: OrganisationRef; sites: readonly Site[] }
  | { type: 'org'; site?: undefined; organisation: OrganisationRef; sites: readonly Site[] };

/** What the shell gives a screen that declares it works in org context too. */
export interface ScopedPageProps {
  scope: ContextScope;
  creationPrevented: boolean;
  /** The user's results per screen (document 3, 5), the lists' page size until the URL names another. */
  defaultPageSize: PageSize;
}

/** The context a scope's links stay in. */
export function scopeContext(scope: ContextScope): AppContext {
  return scope.type === 'site'
    ? { type: 'site', id: scope.site.id }
    : { type: 'org', id: scope.organisation.id };
}

/** "Melbourne DC", or the organisation's name in org context. */
export function scopeName(scope: ContextScope): string {
  return scope.type === 'site' ? scope.site.displayName : scope.organisation.name;
}
