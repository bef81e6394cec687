import { consignmentMessages, orderMessages, type ConsignmentAttributes } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { startedEarly } from '../../platform/started-early';
import * as accounts from '../accounts';
import * as autoprint from '../autoprint';
import { carrierNumbering } from '../carriers';
import * as documents from '../documents';
import * as estimates from '../estimates';
import { takeOrdersForConsignment } from '../orders';
import * as quotes from '../quotes';
import type { QuoteDeps } from '../quotes';
import { checkSiteRules } from './consignment-checks';
import type { ConsignmentDeps } from './consignment-deps';
import { columnsOf } from './consignment-columns';
import { insertNewItems, issueItemSsccs } from './consignment-items';
import { numberingCarrier, takeNewConsignmentNumber } from './consignment-numbers';
import {
  ATTRIBUTES_POINTER,
  assertQuoteFitsRequest,
  priceConsignment,
  pricingRequestOf,
  requireChosenQuote,
} from './consignment-pricing';
import { storeLineItems } from './consignment-values';
import * as repo from './consignments.repository';
import { keyingPointers } from './keyed-pointers';

const ESTIMATE_POINTER = '/data/attributes/estimateId';

/** The orders a consignment is made from: its linked orders, or the one order id it names; the first is its orderId. */
function ordersOf(attributes: ConsignmentAttributes): number[] {
  if (attributes.linkedOrders.length > 0) return attributes.linkedOrders;
  if (attributes.orderId === null) return [];
  if (!/^[1-9]\d{0,9}$/.test(attributes.orderId) || Number(attributes.orderId) > 2_147_483_647)
    throw AppError.validation([{ pointer: '/data/attributes/orderId', detail: orderMessages.orderNotFound }]);
  return [Number(attributes.orderId)];
}

/** L16: the estimate a consignment converts must be a live estimate of the same site. */
async function requireEstimateToConvert(deps: QuoteDeps, userId: string, siteId: number, estimateId: number) {
  try {
    const estimate = await estimates.getEstimate(deps, userId, estimateId);
    if (estimate.siteId === String(siteId)) return estimate;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
  }
  throw AppError.validation([{ pointer: ESTIMATE_POINTER, detail: consignmentMessages.estimateNotFound }]);
}

/**
 * Spec 7: POST v0/consignments. The chosen quote's service prices the consignment again on the server, and the
 * consignment keeps the quote chosen (no second quote set is saved); the carrier's next number and an SSCC per
 * item are taken just before the transaction that saves it. With an estimate id the estimate records the
 * consignment it became (L16).
 */
export async function createConsignment(
  deps: ConsignmentDeps,
  userId: string,
  attributes: ConsignmentAttributes,
) {
  return keyingPointers(attributes.lineItems, async () => {
    const site = await quotes.requireQuotingSite(deps.db, userId, attributes.siteId);
    quotes.assertCanCreate(site);
    // every read the checks and the price need starts now, side by side; each is awaited in the order the
    // checks are made, so a refused booking answers the same error as when they ran one after another
    const siteRules = startedEarly(checkSiteRules(deps.db, site, attributes));
    const chosenQuote = startedEarly(requireChosenQuote(deps, site.siteId, attributes.quoteId));
    const before = startedEarly(
      Promise.all([
        chosenQuote,
        accounts.findGs1Identity(deps.db, site.organisationId),
        autoprint.autoprintSettingsFor(deps.db, site.siteId, attributes.autoprint),
        // the chosen quote's carrier numbers the consignment unless pricing names another
        chosenQuote.then((quote) => carrierNumbering(deps.db, quote.carrierId)),
      ]),
    );
    const estimate = startedEarly(
      attributes.estimateId === null
        ? Promise.resolve(null)
        : requireEstimateToConvert(deps, userId, site.siteId, attributes.estimateId),
    );
    const located = startedEarly(
      quotes.locateShipment(deps.db, site, pricingRequestOf(attributes, null), ATTRIBUTES_POINTER),
    );
    const settings = await siteRules;
    const [chosen, gs1Identity, printSettings, chosenCarrier] = await before;
    await estimate;
    const orderIds = ordersOf(attributes);
    const priced = await priceConsignment(deps, site, userId, attributes, chosen.agreedServiceId, null, {
      chosen,
      located,
    });
    assertQuoteFitsRequest(chosen, attributes.dispatchDate, priced);
    const lines = storeLineItems(attributes.lineItems);
    const carrierId = Number(priced.quote.carrierId);
    const issuer = {
      organisationId: site.organisationId,
      carrierId,
      defaultCompanyPrefix: deps.gs1CompanyPrefix,
    };
    // the SSCCs, then the number, each taken in a statement of its own: their rows are locked for that statement
    // only, so creations never wait on each other's transactions (a creation that fails after this leaves its
    // number and serials unused); a refusal of the SSCCs comes before any number is taken
    const ssccs = await issueItemSsccs(deps.db, lines, issuer, gs1Identity);
    const carrier =
      chosenCarrier?.id === carrierId ? chosenCarrier : await numberingCarrier(deps.db, carrierId);
    const consignmentNo = await takeNewConsignmentNumber(deps.db, carrier);
    return deps.db.transaction(async (tx) => {
      const txDeps = { db: tx, clock: deps.clock };
      const now = deps.clock.now();
      const row = await repo.insertConsignment(tx, {
        ...columnsOf(attributes, priced, lines, { consignmentNo, previousConsignmentNumbers: [] }),
        siteId: site.siteId,
        type: attributes.type,
        source: attributes.estimateId !== null ? 'estimate' : 'web',
        consignmentNo,
        estimateId: attributes.estimateId,
        orderId: orderIds[0] !== undefined ? String(orderIds[0]) : null,
        linkedOrders: orderIds.map(String),
        transferPolicy: settings?.transferPolicy === 'automatic' ? 'automatic' : 'manual',
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      });
      const items = await insertNewItems(tx, row.id, lines, ssccs, now);
      if (row.hasDangerousGoods) await accounts.recordDangerousGoodsTransacted(txDeps, site.siteId);
      await documents.requestConsignmentDocuments(tx, row);
      await autoprint.queueNewConsignmentPrints(tx, row, printSettings, now);
      if (attributes.estimateId !== null)
        await estimates.recordConversion(txDeps, attributes.estimateId, {
          id: String(row.id),
          connoteNumber: consignmentNo,
        });
      await takeOrdersForConsignment(tx, site.siteId, orderIds, { id: row.id, consignmentNo }, now);
      return { row, items, site };
    });
  });
}
