import {
  contextMessages,
  orderMessages,
  type ConsolidationQuery,
  type ConsolidationSuggestion,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { findSiteMembership } from '../../platform/tenancy/site-membership';
import { findAddressForOrganisation } from '../addresses';
import { findConsolidationCandidates, type ConsolidationPlace } from '../consignments';
import { orderSettingsOf } from '../orders';

type GivenAddress = ConsolidationQuery['sender']['address'];

/** The place of an address given by id (one the organisation may use) or typed out. */
async function placeOf(
  db: DbOrTx,
  organisationId: number,
  address: GivenAddress,
  pointer: string,
): Promise<ConsolidationPlace> {
  if (!('id' in address)) return address;
  const found = await findAddressForOrganisation(db, organisationId, address.id);
  if (!found) throw AppError.validation([{ pointer, detail: orderMessages.addressNotFound }]);
  return found;
}

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
  const organisationId = membership?.organisationId ?? 0;
  const sender = await placeOf(db, organisationId, query.sender.address, '/data/sender/address/id');
  const receiver = await placeOf(db, organisationId, query.receiver.address, '/data/receiver/address/id');
  const rows = await findConsolidationCandidates(db, {
    siteId: query.siteId,
    dispatchDate: query.dispatchDate,
    sender,
    receiver: { ...receiver, name: query.receiver.name },
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
