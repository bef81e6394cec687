/** Spec 4, 7: estimates are created, updated (fresh quotes), saved with selected quotes, fetched and deleted. */
import { estimateMessages, quoteMessages, type Estimate, type EstimateAttributes } from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { activeAgreedServiceIds } from '../carriers';
import * as quotes from '../quotes';
import type { QuoteDeps, QuotingSite } from '../quotes';
import { foreignPresetProblems } from '../shipping-item-presets';
import { estimateToWire, storeLocation } from './estimate-wire';
import * as repo from './estimates.repository';

export { searchEstimates } from './estimate-search.service';

const invalid = (pointer: string, detail: string) => AppError.validation([{ pointer, detail }]);

/** A line's preset must be one of the estimate's own site, or one the stored estimate already named. */
async function checkPresets(
  deps: QuoteDeps,
  siteId: number,
  attributes: EstimateAttributes,
  named: readonly number[] = [],
): Promise<void> {
  const problems = await foreignPresetProblems(
    deps.db,
    siteId,
    attributes.lineItems,
    '/data/lineItems',
    named,
  );
  if (problems.length > 0) throw AppError.validation(problems);
}

/** Prices the estimate's shipment and gives the columns an estimate stores. */
async function price(deps: QuoteDeps, site: QuotingSite, userId: string, attributes: EstimateAttributes) {
  const { receiver } = attributes;
  const priced = await quotes.priceShipment(
    deps,
    { site, userId, claim: null },
    { ...attributes, tailgate: receiver.tailgate, handUnload: receiver.handUnload },
    '/data',
  );
  const values = {
    type: attributes.type,
    dispatchDate: attributes.dispatchDate,
    sender: storeLocation(priced.sender),
    receiver: storeLocation(priced.receiver, {
      authorityToLeave: receiver.authorityToLeave,
      deliveryTimeslotRequired: receiver.deliveryTimeslotRequired,
      tailgate: receiver.tailgate,
      handUnload: receiver.handUnload,
    }),
    references: attributes.references,
    lineItems: attributes.lineItems,
    hasDangerousGoods: attributes.lineItems.some((item) => item.dangerousGoods.length > 0),
    shippingCostRecovery: attributes.shippingCostRecovery,
    deliveryTimeSlot: attributes.deliveryTimeSlot,
    quoteSetId: priced.quoteSet.id,
    selectedQuoteIds: [],
  };
  return { values, quotes: priced.quoteSet.quotes };
}

/** Spec 7: POST v0/estimates. The estimate is priced at once; its quotes come back with it. */
export async function createEstimate(
  deps: QuoteDeps,
  userId: string,
  attributes: EstimateAttributes,
): Promise<Estimate> {
  const site = await quotes.requireQuotingSite(deps.db, userId, attributes.siteId);
  quotes.assertCanCreate(site);
  await checkPresets(deps, site.siteId, attributes);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const priced = await price({ db: tx, clock: deps.clock }, site, userId, attributes);
    const row = await repo.insertEstimate(tx, {
      ...priced.values,
      siteId: site.siteId,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    return estimateToWire(row, priced.quotes);
  });
}

/** A live estimate on a site the user holds; another's, a deleted one and an unknown id are all 404. */
async function requireEstimate(deps: QuoteDeps, userId: string, id: number) {
  return quotes.requireHeldRecord(deps.db, userId, await repo.findEstimate(deps.db, id));
}

/** Spec 7: PUT v0/estimates/{id} re-prices the estimate; earlier quotes and selections are replaced. */
export async function updateEstimate(
  deps: QuoteDeps,
  userId: string,
  id: number,
  attributes: EstimateAttributes,
): Promise<Estimate> {
  const { row, site } = await requireEstimate(deps, userId, id);
  if (attributes.siteId !== row.siteId)
    throw invalid('/data/siteId', 'an estimate cannot move to another site');
  quotes.assertCanCreate(site);
  await checkPresets(
    deps,
    site.siteId,
    attributes,
    row.lineItems.flatMap((line) => line.shippingItemPresetId ?? []),
  );
  return deps.db.transaction(async (tx) => {
    const priced = await price({ db: tx, clock: deps.clock }, site, userId, attributes);
    const updated = await repo.updateEstimate(tx, row.id, { ...priced.values, updatedAt: deps.clock.now() });
    if (!updated) throw AppError.notFound();
    return estimateToWire(updated, priced.quotes);
  });
}

/**
 * Spec 7: POST v0/estimates/{id}/save keeps the chosen quotes. Each must be one of the estimate's current
 * quotes, selectable, and its agreed service still the site's (spec 8's message when it is gone).
 */
export async function saveEstimate(
  deps: QuoteDeps,
  userId: string,
  id: number,
  selectedQuoteIds: readonly string[],
): Promise<Estimate> {
  const { row, site } = await requireEstimate(deps, userId, id);
  quotes.assertCanCreate(site);
  const current = row.quoteSetId
    ? await quotes.quotesOfSet(deps.db, site.siteId, row.quoteSetId, site.priceMaskingEnabled)
    : [];
  const active = await activeAgreedServiceIds(deps.db, site.siteId);
  const errors: { pointer: string; detail: string }[] = [];
  selectedQuoteIds.forEach((quoteId, index) => {
    const pointer = `/data/selectedQuoteIds/${index}`;
    const quote = current.find((q) => q.id === quoteId);
    if (!quote) errors.push({ pointer, detail: estimateMessages.quoteNotInEstimate });
    else if (!active.has(Number(quote.agreedServiceId)))
      errors.push({ pointer, detail: quoteMessages.missingAgreedService });
    else if (!quote.selectable) errors.push({ pointer, detail: estimateMessages.quoteNotSelectable });
  });
  if (errors.length > 0) throw AppError.validation(errors);
  const updated = await repo.updateEstimate(deps.db, row.id, {
    selectedQuoteIds: [...selectedQuoteIds],
    updatedAt: deps.clock.now(),
  });
  if (!updated) throw AppError.notFound();
  return estimateToWire(updated, current);
}

/** Spec 7: GET v0/estimates/{id}, with its current quotes under the site's masking. */
export async function getEstimate(deps: QuoteDeps, userId: string, id: number): Promise<Estimate> {
  const { row, site } = await requireEstimate(deps, userId, id);
  quotes.assertMayViewDangerousGoods(site, row.hasDangerousGoods);
  const current = row.quoteSetId
    ? await quotes.quotesOfSet(deps.db, site.siteId, row.quoteSetId, site.priceMaskingEnabled)
    : [];
  return estimateToWire(row, current);
}

/** Spec 7: DELETE v0/estimates/{id}. Deleted estimates leave every list and answer 404. */
export async function deleteEstimate(deps: QuoteDeps, userId: string, id: number): Promise<void> {
  const { row } = await requireEstimate(deps, userId, id);
  if (!(await repo.softDeleteEstimate(deps.db, row.id, deps.clock.now()))) throw AppError.notFound();
}

/**
 * L16, for the consignments module when it converts an estimate: records the consignment on the estimate.
 * The caller has already checked the user's access to the estimate's site.
 */
export async function recordConversion(
  deps: QuoteDeps,
  estimateId: number,
  consignment: { id: string; connoteNumber: string },
): Promise<void> {
  const now = deps.clock.now();
  const recorded = await repo.appendConversion(
    deps.db,
    estimateId,
    { id: consignment.id, connoteNumber: consignment.connoteNumber, convertedAt: now.toISOString() },
    now,
  );
  if (!recorded) throw AppError.notFound();
}

/**
 * For the consignments module when it deletes a consignment made from an estimate: the estimate no longer lists it,
 * so it links to no consignment that is gone (and, with none left, it is no longer shown as converted).
 */
export async function forgetConversion(
  db: DbOrTx,
  estimateId: number,
  consignmentId: number,
  now: Date,
): Promise<void> {
  await repo.removeConversion(db, estimateId, String(consignmentId), now);
}
