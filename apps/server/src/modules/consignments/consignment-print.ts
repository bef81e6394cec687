import { autoprintMessages, type ManualPrintBody } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { requireSiteMembership } from '../../platform/tenancy/site-membership';
import * as autoprint from '../autoprint';
import type { ConsignmentDeps } from './consignment-deps';
import * as repo from './consignments.repository';

/**
 * Manual printing through the print agent (issue 16, point 4): the chosen consignments' labels or connotes go to
 * the site's printers as print jobs, in the policy's copies. 409 when no agent is running, so the browser opens
 * the PDF instead.
 */
export async function printConsignments(deps: ConsignmentDeps, userId: string, body: ManualPrintBody) {
  await requireSiteMembership(deps.db, userId, body.siteId);
  const now = deps.clock.now();
  if (!(await autoprint.siteHasRunningAgent(deps.db, body.siteId, now)))
    throw AppError.conflict('noActiveClient', autoprintMessages.noRunningAgent);
  const ids = [...new Set(body.consignmentIds)];
  const rows = await repo.findSiteConsignments(deps.db, body.siteId, ids);
  if (rows.length !== ids.length) throw AppError.notFound();
  return deps.db.transaction((tx) => autoprint.queueManualPrints(tx, rows, body.documents, now));
}
