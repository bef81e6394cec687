import {
  contextMessages,
  orderMessages,
  type ConsolidationQuery,
  type ConsolidationSuggestion,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { findSiteMembership } from '../../platform/tenancy/site-membership';
import { findConsolidationCandidates } from '../consignments/consolidation-candidates';
import { orderSettingsOf } from '../orders';

/**
 * Spec 7 (R09-R14): POST v0/consolidations. Suggestions are the site's unmanifested consignments to the same
 * receiver from the same place on the same date; the site must have consolidation on (R08).
 */
export async function suggestConsolidations(
  db: DbOrTx,
  userId: string,
  query: ConsolidationQuery,
): Promise<ConsolidationSuggestion[]> {
  const membership = await findSiteMembership(db, userId, query.siteId);
  const settings = membership ? await orderSettingsOf(db, query.siteId) : null;
  if (!settings) throw AppError.forbidden(contextMessages.cannotAccess('site'));
  if (!settings.consolidationEnabled) throw AppError.forbidden(orderMessages.consolidationOff);
  const rows = await findConsolidationCandidates(db, {
    siteId: query.siteId,
    dispatchDate: query.dispatchDate,
    sender: query.sender.address,
    receiver: { ...query.receiver.address, name: query.receiver.name },
  });
  return rows.map((row) => ({
    id: String(row.id),
    consignmentNo: row.consignmentNo,
    // an inbound consignment is the receiver's to pay
    isSenderPaying: row.type !== 'inbound',
    dispatchDate: row.dispatchDate,
    service: {
      id: String(row.agreedServiceId),
      name: row.agreedService.name,
      carrierName: row.agreedService.carrierName,
    },
    items: row.itemQuantity,
    eta: row.eta,
    hasDangerousGoods: row.hasDangerousGoods,
    price: settings.priceMaskingEnabled ? null : (row.price?.total ?? null),
    version: `"${row.id}-${row.version}"`,
  }));
}
