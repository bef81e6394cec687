import type { PrintingPolicy, PrintingPolicyBody, PrintJobView } from '@freight/contracts';
import { requireSiteMembership } from '../../platform/tenancy/site-membership';
import { siteCarrierServices } from '../carriers';
import type { AutoprintDeps } from './autoprint-settings.service';
import { expiryCutoff } from './autoprint-timing';
import * as jobsRepo from './print-jobs.repository';
import { findCopyCounts, findPolicy, savePolicy } from './settings.repository';

/** Without a saved policy each document prints once. */
export const DEFAULT_COPY_COUNTS = { connote: 1, label: 1 } as const;

export async function getPrintingPolicy(
  deps: AutoprintDeps,
  userId: string,
  siteId: number,
): Promise<PrintingPolicy> {
  await requireSiteMembership(deps.db, userId, siteId);
  const row = await findPolicy(deps.db, siteId);
  return {
    siteId: String(siteId),
    defaultCopyCounts: row?.defaultCopyCounts ?? { ...DEFAULT_COPY_COUNTS },
    carrierServiceCopyCounts: row?.carrierServiceCopyCounts ?? {},
  };
}

export async function putPrintingPolicy(
  deps: AutoprintDeps,
  userId: string,
  siteId: number,
  body: PrintingPolicyBody,
): Promise<PrintingPolicy> {
  await requireSiteMembership(deps.db, userId, siteId);
  await savePolicy(deps.db, siteId, body, deps.clock.now());
  return getPrintingPolicy(deps, userId, siteId);
}

export async function printingCarrierServices(deps: AutoprintDeps, userId: string, siteId: number) {
  await requireSiteMembership(deps.db, userId, siteId);
  const rows = await siteCarrierServices(deps.db, siteId);
  return rows.map((row) => ({ id: String(row.id), name: row.name, carrierName: row.carrierName }));
}

/** Spec 5: the copies for a consignment booked with a carrier service at a site. */
export async function consignmentCopyCounts(
  deps: AutoprintDeps,
  userId: string,
  query: { siteId: number; carrierServiceId: number },
) {
  await requireSiteMembership(deps.db, userId, query.siteId);
  return (
    (await findCopyCounts(deps.db, query.siteId, String(query.carrierServiceId))) ?? {
      ...DEFAULT_COPY_COUNTS,
    }
  );
}

export async function recentPrintJobs(
  deps: AutoprintDeps,
  userId: string,
  siteId: number,
): Promise<PrintJobView[]> {
  await requireSiteMembership(deps.db, userId, siteId);
  const now = deps.clock.now();
  const stale = expiryCutoff(now, deps.printJobsExpireMs);
  if (stale) await jobsRepo.expireWaiting(deps.db, siteId, stale, now);
  const rows = await jobsRepo.recentJobs(deps.db, siteId, 20);
  return rows.map((row) => ({
    id: row.id,
    consignmentId: row.consignmentId,
    consignmentNo: row.consignmentNo,
    document: row.document,
    copies: row.copies,
    printerName: row.printerName,
    origin: row.origin,
    state: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    printedAt: row.printedAt?.toISOString() ?? null,
  }));
}
