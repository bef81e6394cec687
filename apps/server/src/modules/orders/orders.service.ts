import {
  contextMessages,
  orderMessages,
  type CreateOrderAttributes,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
} from '@freight/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { cappedPageMeta } from '../../platform/http/page-meta';
import { heldSitesOfOrganisation } from '../../platform/tenancy/access';
import { findSiteMembership } from '../../platform/tenancy/site-membership';
import { assertCanCreate } from '../quotes';
import { toOrder } from './order-wire';
import { orderSearchText, storedLines, storedParties } from './order-values';
import * as repo from './orders.repository';

export interface OrderDeps {
  db: Db;
  clock: Clock;
}

/** Who sends an order: a site's order system by its key, or a signed-in user. */
export type OrderActor = { kind: 'key'; siteId: number } | { kind: 'user'; userId: string };

/** A site named in a request: held by the user (else the one 403), with order integration on (spec 6, R02). */
async function requireOrderSite(db: DbOrTx, userId: string, siteId: number): Promise<repo.OrderSite> {
  const membership = await findSiteMembership(db, userId, siteId);
  const site = membership ? await repo.findOrderSite(db, siteId) : null;
  if (!site) throw AppError.forbidden(contextMessages.cannotAccess('site'));
  if (!site.integrationEnabled) throw AppError.forbidden(orderMessages.integrationOff);
  return site;
}

async function siteForActor(db: DbOrTx, actor: OrderActor, siteId: number): Promise<repo.OrderSite> {
  if (actor.kind === 'user') return requireOrderSite(db, actor.userId, siteId);
  if (actor.siteId !== siteId) throw AppError.forbidden(orderMessages.keyOtherSite);
  const site = await repo.findOrderSite(db, siteId);
  if (!site) throw AppError.forbidden(orderMessages.keyOtherSite);
  if (!site.integrationEnabled) throw AppError.forbidden(orderMessages.integrationOff);
  return site;
}

/**
 * Spec 7 (R07): POST orders. Idempotent by order number per site: a repeat answers the order already held,
 * unchanged (`created` false), so an order system may resend after a lost answer.
 */
export async function receiveOrder(
  deps: OrderDeps,
  actor: OrderActor,
  input: CreateOrderAttributes,
): Promise<{ order: Order; created: boolean }> {
  const site = await siteForActor(deps.db, actor, input.siteId);
  const existing = await repo.findOrderByNumber(deps.db, site.siteId, input.orderNumber);
  if (existing) return { order: toOrder(existing), created: false };
  assertCanCreate(site);
  return deps.db.transaction(async (tx) => {
    const { sender, receiver } = await storedParties(tx, site.organisationId, input);
    const lines = storedLines(input.lineItems);
    const now = deps.clock.now();
    const inserted = await repo.insertOrder(tx, {
      siteId: site.siteId,
      orderNumber: input.orderNumber,
      source: actor.kind === 'key' ? 'api' : 'web',
      payerAccount: input.payerAccount,
      costCenter: input.costCenter,
      references: input.references,
      dispatchDate: input.dispatchDate,
      sender,
      receiver,
      receiverName: receiver.name.toLowerCase(),
      ...lines,
      searchText: orderSearchText(input.orderNumber, input.references, receiver),
      createdBy: actor.kind === 'user' ? actor.userId : null,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return { order: toOrder(inserted), created: true };
    // another request with the same number committed first: answer its order
    const raced = await repo.findOrderByNumber(tx, site.siteId, input.orderNumber);
    if (!raced) throw new Error('order insert conflicted but no order holds the number');
    return { order: toOrder(raced), created: false };
  });
}

/** The sites a list covers: one held site with integration on, or the held sites of an organisation with it. */
async function listedSites(db: DbOrTx, userId: string, query: OrderListQuery): Promise<number[]> {
  if (query.availableAtSiteId) return [(await requireOrderSite(db, userId, query.availableAtSiteId)).siteId];
  const organisationId = query['filter[organisation.id]'] ?? 0;
  const held = await heldSitesOfOrganisation(db, userId, organisationId);
  if (held.length === 0) throw AppError.forbidden(contextMessages.cannotAccess('org'));
  return repo.sitesWithIntegration(db, held);
}

/**
 * Spec 7 (R03, R04): GET orders, open ones unless asked otherwise, sorted by order number by default; with the
 * sites listed (their changes alone move the answer).
 */
export async function listOrders(
  db: DbOrTx,
  userId: string,
  query: OrderListQuery,
): Promise<{ answer: OrderListResponse; siteIds: number[] }> {
  const siteIds = await listedSites(db, userId, query);
  const { rows, total } = await repo.listOrders(db, siteIds, query);
  const answer = {
    data: rows.map(toOrder),
    meta: cappedPageMeta(total, { offset: query['page[offset]'], limit: query['page[limit]'] }),
  };
  return { answer, siteIds };
}

/** An order by id; one on a site the user does not hold (or without integration) is not found. */
async function requireOrder(db: DbOrTx, userId: string, id: number): Promise<repo.OrderRow> {
  const row = await repo.findOrder(db, id);
  const site = row ? await repo.findOrderSite(db, row.siteId) : null;
  const held = row ? await findSiteMembership(db, userId, row.siteId) : null;
  if (!row || !site || !held || !site.integrationEnabled)
    throw AppError.notFound(orderMessages.orderNotFound);
  return row;
}

/** Spec 7 (R05): GET orders/{id}. */
export async function getOrder(db: DbOrTx, userId: string, id: number): Promise<Order> {
  return toOrder(await requireOrder(db, userId, id));
}

/** Spec 7 (R06): DELETE orders/{id}. */
export async function deleteOrder(db: DbOrTx, userId: string, id: number): Promise<void> {
  await requireOrder(db, userId, id);
  await repo.deleteOrder(db, id);
}

/** A site's order settings, for the consolidation module; null when there is no such site. */
export async function orderSettingsOf(db: DbOrTx, siteId: number) {
  const site = await repo.findOrderSite(db, siteId);
  return site
    ? {
        integrationEnabled: site.integrationEnabled,
        consolidationEnabled: site.consolidationEnabled,
        priceMaskingEnabled: site.priceMaskingEnabled,
      }
    : null;
}
