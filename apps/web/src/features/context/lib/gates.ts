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
