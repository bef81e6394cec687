import { isDataCreationPrevented } from '@freight/rules';
import type { Site } from '@freight/contracts';
import type { ResolvedContext } from './organisations';
import { canSendDangerousGoods } from '../../../shared/lib/site-dangerous-goods';

/** Spec 2.3, 6: what a context switches on. In org context a gate is on when any of its sites has it. */
export interface ContextGates {
  orderIntegration: boolean;
  /** Resolve issues: import enabled with a transfer policy other than 'never'. */
  resolveIssues: boolean;
  /** Dangerous goods presets: the site transacts with DG and so may the user. */
  dangerousGoods: boolean;
  creationPrevented: boolean;
}

const orderIntegration = (s: Site) => s.orderConfiguration.integrationEnabled;
const resolveIssues = (s: Site) =>
  s.consignmentImportConfiguration.enabled && s.consignmentImportConfiguration.transferPolicy !== 'never';

/**
 * The sites of an organisation a gated page can open at: each site's own gate, since in org context a page gated
 * per site (dangerous goods presets) is off.
 */
export const sitesWithGate = (
  organisation: ResolvedContext['organisation'],
  gate: keyof ContextGates | undefined,
): readonly Site[] =>
  gate === undefined
    ? organisation.sites
    : organisation.sites.filter(
        (site) => contextGates({ type: 'site', id: site.id, site, organisation })[gate],
      );

export function contextGates(resolved: ResolvedContext): ContextGates {
  const sites = resolved.type === 'site' ? [resolved.site] : resolved.organisation.sites;
  return {
    orderIntegration: sites.some(orderIntegration),
    resolveIssues: sites.some(resolveIssues),
    dangerousGoods: resolved.type === 'site' && canSendDangerousGoods(resolved.site),
    creationPrevented: isDataCreationPrevented({
      organisationStatus: resolved.organisation.status,
      siteStatus: resolved.site?.status,
    }),
  };
}
