/** Beyond the spec: how each agreed service of a site answered its pickup requests over the last 90 days. */
import { PICKUP_RELIABILITY_DAYS, type PickupReliabilityRow } from '@freight/contracts';
import { requireSiteMembership } from '../../platform/tenancy/site-membership';
import { loadPickupServiceNames } from '../carriers';
import type { PickupDeps } from './pickup-deps';
import { reliabilityOf } from './pickup-reliability.repository';

export async function pickupReliability(
  deps: PickupDeps,
  userId: string,
  siteId: number,
): Promise<{ data: PickupReliabilityRow[]; meta: { days: number; since: string } }> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - PICKUP_RELIABILITY_DAYS * 86_400_000);
  // the membership is checked alongside the reads, not before them, to save a round trip: nothing read is
  // answered unless it holds
  const [, rows, names] = await Promise.all([
    requireSiteMembership(deps.db, userId, siteId),
    reliabilityOf(deps.db, siteId, since, now),
    loadPickupServiceNames(deps.db, siteId),
  ]);
  const byService = new Map(rows.map((row) => [row.agreedServiceId, row]));
  return {
    data: names.map((service) => {
      const row = byService.get(service.agreedServiceId);
      return {
        agreedServiceId: String(service.agreedServiceId),
        name: service.name,
        carrierName: service.carrierName,
        requests: row?.requests ?? 0,
        confirmed: row?.confirmed ?? 0,
        rejected: row?.rejected ?? 0,
        unansweredByWindowStart: row?.unanswered ?? 0,
        medianMinutesToConfirm:
          row?.medianMinutes === null || row?.medianMinutes === undefined
            ? null
            : Math.round(Number(row.medianMinutes)),
      };
    }),
    meta: { days: PICKUP_RELIABILITY_DAYS, since: since.toISOString() },
  };
}
