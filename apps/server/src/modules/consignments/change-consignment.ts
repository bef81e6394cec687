import {
  CONSIGNMENT_MAX_REFERENCES,
  consignmentMessages,
  orderMessages,
  type ConsignmentAddLines,
  type ConsignmentAttributes,
  type ConsignmentSummaryAttributes,
  type StoredConsignmentLineItem,
} from '@freight/contracts';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as accounts from '../accounts';
import * as documents from '../documents';
import * as estimates from '../estimates';
import { orderSettingsOf, reopenOrdersOfConsignments, takeOrdersForConsignment } from '../orders';
import * as quotes from '../quotes';
import type { QuoteDeps, QuotingSite } from '../quotes';
import { queuePrintsWhenReady } from './autoprint-when-ready';
import { requireConsignment } from './consignment-access';
import { checkSiteRules, presetIdsOf } from './consignment-checks';
import type { ConsignmentDeps } from './consignment-deps';
import { columnsOf, summaryColumnsOf } from './consignment-columns';
import { alreadyManifested, alreadyUpdated, assertIfMatch, ifMatchAccepts } from './consignment-etag';
import { syncItems } from './consignment-items';
import { nextConsignmentNumber } from './consignment-numbers';
import { assertQuoteFitsRequest, priceConsignment, requireChosenQuote } from './consignment-pricing';
import { storeLineItems } from './consignment-values';
import { findTrackingEvents } from './tracking-events';
import * as repo from './consignments.repository';
import { keyingPointers } from './keyed-pointers';
import { attributesOf, withSummary } from './stored-attributes';

type Chosen = Awaited<ReturnType<typeof requireChosenQuote>>;

/**
 * Numbers are the carrier's: moved to another carrier's service, a consignment takes that carrier's next number
 * and keeps the old one among its previous numbers (still found by search). Its SSCCs stay: they are ours.
 */
async function numbersAfter(tx: DbOrTx, row: repo.ConsignmentRow, carrierId: number) {
  const current = {
    consignmentNo: row.consignmentNo,
    previousConsignmentNumbers: row.previousConsignmentNumbers,
  };
  if (carrierId === row.carrierId) return current;
  return {
    consignmentNo: await nextConsignmentNumber(tx, carrierId),
    previousConsignmentNumbers: [...row.previousConsignmentNumbers, row.consignmentNo],
  };
}

type Change = { changes: repo.ConsignmentChanges; lines: StoredConsignmentLineItem[] };

/**
 * Writes a change in one transaction. The row is locked and its version checked again there, so of two changes
 * made from the same ETag one wins and the other is 409 alreadyUpdated.
 */
async function writeChange(
  deps: ConsignmentDeps,
  site: QuotingSite,
  id: number,
  ifMatch: string,
  build: (tx: DbOrTx, locked: repo.ConsignmentRow) => Promise<Change>,
) {
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockConsignment(tx, id);
    if (!locked) throw AppError.notFound();
    if (!ifMatchAccepts(ifMatch, locked)) throw alreadyUpdated(locked);
    if (locked.manifestId !== null) throw alreadyManifested();
    const { changes, lines } = await build(tx, locked);
    const now = deps.clock.now();
    const updated = await repo.updateConsignment(tx, id, locked.version, { ...changes, updatedAt: now });
    if (!updated) throw alreadyUpdated(locked);
    const items = await syncItems(tx, id, lines, now, {
      organisationId: site.organisationId,
      carrierId: updated.carrierId,
      defaultCompanyPrefix: deps.gs1CompanyPrefix,
    });
    if (updated.hasDangerousGoods)
      await accounts.recordDangerousGoodsTransacted({ db: tx, clock: deps.clock }, site.siteId);
    // made again for the new version; the old version's files are no longer served
    await documents.requestConsignmentDocuments(tx, updated);
    await queuePrintsWhenReady(tx, updated, now);
    return { row: updated, items, site, events: await findTrackingEvents(tx, id) };
  });
}

/** A change priced again with the agreed service given (and, from a PUT, checked against the quote chosen). */
function repriced(
  deps: QuoteDeps,
  userId: string,
  site: QuotingSite,
  id: number,
  attributes: ConsignmentAttributes,
  service: { agreedServiceId: number; chosen: Chosen | null },
) {
  return async (tx: DbOrTx, locked: repo.ConsignmentRow): Promise<Change> => {
    const txDeps = { db: tx, clock: deps.clock };
    const priced = await priceConsignment(txDeps, site, userId, attributes, service.agreedServiceId, id);
    if (service.chosen) assertQuoteFitsRequest(service.chosen, attributes.dispatchDate, priced);
    const lines = storeLineItems(attributes.lineItems, locked.lineItems);
    const numbers = await numbersAfter(tx, locked, Number(priced.quote.carrierId));
    return { changes: { ...columnsOf(attributes, priced, lines, numbers), ...numbers }, lines };
  };
}

/**
 * The checks before any change: the version named, not manifested, the site still open for changes. `tag` is the
 * version the change is written under: the one named, or any (`*`).
 */
async function requireChangeable(deps: QuoteDeps, userId: string, id: number, ifMatch: string | undefined) {
  const { row, site } = await requireConsignment(deps.db, userId, id);
  assertIfMatch(ifMatch, row);
  if (row.manifestId !== null) throw alreadyManifested();
  quotes.assertCanCreate(site);
  return { row, site, tag: ifMatch ?? '*' };
}

/** Spec 7: PUT v0/consignments/{id} replaces the consignment, priced again from the quote chosen. */
export async function replaceConsignment(
  deps: ConsignmentDeps,
  userId: string,
  id: number,
  ifMatch: string | undefined,
  attributes: ConsignmentAttributes,
) {
  return keyingPointers(attributes.lineItems, async () => {
    const { row, site, tag } = await requireChangeable(deps, userId, id, ifMatch);
    if (attributes.siteId !== row.siteId)
      throw AppError.validation([
        { pointer: '/data/attributes/siteId', detail: consignmentMessages.siteChange },
      ]);
    if (attributes.type !== row.type)
      throw AppError.validation([
        { pointer: '/data/attributes/type', detail: consignmentMessages.typeChange },
      ]);
    await checkSiteRules(deps.db, site, attributes, presetIdsOf(attributesOf(row)));
    const chosen = await requireChosenQuote(deps, site.siteId, attributes.quoteId);
    // the estimate and orders a consignment was made from stay the ones it was made from
    const kept = {
      ...attributes,
      estimateId: row.estimateId,
      orderId: row.orderId,
      linkedOrders: row.linkedOrders.map(Number),
    };
    return writeChange(
      deps,
      site,
      id,
      tag,
      repriced(deps, userId, site, id, kept, { agreedServiceId: chosen.agreedServiceId, chosen }),
    );
  });
}

/**
 * Spec 7: PUT v0/consignments/{id}/summary changes what does not alter the freight: references, dispatch date,
 * cost centre, custom fields, pallets, autoprint and the receiver's instructions and contact. The booked service
 * prices it again (a new dispatch date can change the levy and the ETA).
 */
export async function changeConsignmentSummary(
  deps: ConsignmentDeps,
  userId: string,
  id: number,
  ifMatch: string | undefined,
  summary: ConsignmentSummaryAttributes,
) {
  const { row, site, tag } = await requireChangeable(deps, userId, id, ifMatch);
  const attributes = withSummary(attributesOf(row), summary);
  await checkSiteRules(deps.db, site, attributes, presetIdsOf(attributes));
  // only a new dispatch date changes the price (levies and the ETA go by date); otherwise the price stands, even
  // if the booked service has since been withdrawn. One with issues is not priced until they are resolved in full:
  // priced here, it would lose them unresolved
  const build =
    attributes.dispatchDate === row.dispatchDate || row.hasIssues
      ? async (_tx: DbOrTx, locked: repo.ConsignmentRow): Promise<Change> => {
          const changed = withSummary(attributesOf(locked), summary);
          return {
            changes: { ...summaryColumnsOf(locked, changed), dispatchDate: changed.dispatchDate },
            lines: locked.lineItems,
          };
        }
      : repriced(deps, userId, site, id, attributes, { agreedServiceId: row.agreedServiceId, chosen: null });
  try {
    return await writeChange(deps, site, id, tag, build);
  } catch (error) {
    // a summary names no quote: the booked service not pricing the new date is the date's problem
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    throw AppError.validation(
      error.toErrors().map((item) => ({
        pointer:
          item.source?.pointer === '/data/attributes/quoteId'
            ? '/data/attributes/dispatchDate'
            : (item.source?.pointer ?? '/'),
        detail: item.detail ?? item.title,
      })),
    );
  }
}

/**
 * Spec 7: DELETE v0/consignments/{id}; If-Match defaults to `*`. A manifested consignment stays (409). The orders
 * it was made from are open again.
 */
export async function deleteConsignment(
  deps: QuoteDeps,
  userId: string,
  id: number,
  ifMatch: string | undefined,
) {
  const { row } = await requireConsignment(deps.db, userId, id);
  const tag = ifMatch?.trim() ? ifMatch : '*';
  if (!ifMatchAccepts(tag, row)) throw alreadyUpdated(row);
  if (row.manifestId !== null) throw alreadyManifested();
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockConsignment(tx, id);
    if (!locked) throw AppError.notFound();
    if (!ifMatchAccepts(tag, locked)) throw alreadyUpdated(locked);
    if (locked.manifestId !== null) throw alreadyManifested();
    await repo.deleteConsignment(tx, id);
    await reopenOrdersOfConsignments(tx, [id], deps.clock.now());
    if (locked.estimateId !== null)
      await estimates.forgetConversion(tx, locked.estimateId, id, deps.clock.now());
  });
}

/**
 * Consolidation (issue 15): new freight joins an unmanifested consignment. Its lines are added to the stored ones
 * and the booked service prices the whole again; the orders the freight came from are taken in the same
 * transaction and join its linked orders, their numbers and references its references. A consignment whose
 * receiver says "prevent consolidation" takes none.
 */
export async function addConsignmentLines(
  deps: ConsignmentDeps,
  userId: string,
  id: number,
  ifMatch: string | undefined,
  added: ConsignmentAddLines,
) {
  return keyingPointers(added.lineItems, async () => {
    const { row, site, tag } = await requireChangeable(deps, userId, id, ifMatch);
    // R08: consolidation is the site's to switch on
    if (!(await orderSettingsOf(deps.db, row.siteId))?.consolidationEnabled)
      throw AppError.forbidden(orderMessages.consolidationOff);
    if (row.receiver.preventConsolidation)
      throw AppError.validation([
        { pointer: '/data/attributes', detail: orderMessages.preventsConsolidation },
      ]);
    // priced whole, it would lose its issues unresolved (lines without dimensions priced as they are)
    if (row.hasIssues)
      throw AppError.validation([{ pointer: '/data/attributes', detail: orderMessages.joinHasIssues }]);
    const stored = attributesOf(row);
    const attributes = { ...stored, lineItems: [...stored.lineItems, ...added.lineItems] };
    await checkSiteRules(deps.db, site, attributes, presetIdsOf(stored));
    return writeChange(deps, site, id, tag, async (tx, locked) => {
      const fresh = added.linkedOrders.filter((orderId) => !locked.linkedOrders.includes(String(orderId)));
      const taken = await takeOrdersForConsignment(tx, site.siteId, fresh, locked, deps.clock.now());
      // the orders' numbers and references join its own, as when a consignment is made from orders, so it is
      // found by them
      const references = [...new Set([...locked.references, ...taken])].slice(0, CONSIGNMENT_MAX_REFERENCES);
      const change = await repriced(
        deps,
        userId,
        site,
        id,
        { ...attributes, references },
        {
          agreedServiceId: row.agreedServiceId,
          chosen: null,
        },
      )(tx, locked);
      const linkedOrders = [...locked.linkedOrders, ...fresh.map(String)];
      return {
        ...change,
        changes: { ...change.changes, linkedOrders, orderId: locked.orderId ?? linkedOrders[0] ?? null },
      };
    });
  });
}
