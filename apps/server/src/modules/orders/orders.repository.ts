import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP, type OrderListQuery, type OrderSortAlias } from '@freight/contracts';
import { organisations, sites } from '../../db/schema/context';
import { orders } from '../../db/schema/orders';
import { escapeLike } from '../../platform/db/like';
import { rowsInOrder } from '../../platform/db/rows-in-order';
import { firstRow } from '../../platform/db/first-row';
import { deleteWhere } from '../../platform/db/delete-where';
import { countUpTo } from '../../platform/db/count-up-to';
import type { DbOrTx } from '../../platform/db/transaction';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** What the order rules need to know of a site. */
export async function findOrderSite(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      siteStatus: sites.status,
      organisationId: sites.organisationId,
      organisationName: organisations.name,
      organisationStatus: organisations.status,
      integrationEnabled: sites.orderIntegrationEnabled,
      consolidationEnabled: sites.orderConsolidationEnabled,
      priceMaskingEnabled: sites.priceMaskingEnabled,
    })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.organisationId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row ?? null;
}
export type OrderSite = NonNullable<Awaited<ReturnType<typeof findOrderSite>>>;

/** Of the given sites, those with order integration on. */
export async function sitesWithIntegration(db: DbOrTx, siteIds: readonly number[]): Promise<number[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(inArray(sites.id, [...siteIds]), eq(sites.orderIntegrationEnabled, true)));
  return rows.map((row) => row.id);
}

/** Inserts the order unless the site already holds its number; null when it did. */
export async function insertOrder(db: DbOrTx, values: NewOrderRow): Promise<OrderRow | null> {
  const [row] = await db
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.siteId, orders.orderNumber] })
    .returning();
  return row ?? null;
}

export async function findOrderByNumber(db: DbOrTx, siteId: number, orderNumber: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.orderNumber, orderNumber)))
    .limit(1);
  return row ?? null;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  return firstRow(db, orders, eq(orders.id, id));
}

export async function deleteOrder(db: DbOrTx, id: number): Promise<boolean> {
  return deleteWhere(db, orders, eq(orders.id, id), orders.id);
}

/** The orders with these ids, locked until the transaction ends, so two consignments never take one order. */
export async function lockOrders(db: DbOrTx, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .for('update');
}

export async function markConverted(
  db: DbOrTx,
  ids: readonly number[],
  consignment: { id: number; consignmentNo: string },
  now: Date,
) {
  if (ids.length === 0) return;
  await db
    .update(orders)
    .set({
      status: 'converted',
      consignmentId: consignment.id,
      consignmentNo: consignment.consignmentNo,
      updatedAt: now,
    })
    .where(inArray(orders.id, [...ids]));
}

/** The orders the consignments were made from become open again, as they were before. */
export async function reopenOrdersOf(db: DbOrTx, consignmentIds: readonly number[], now: Date) {
  if (consignmentIds.length === 0) return;
  await db
    .update(orders)
    .set({ status: 'open', consignmentId: null, consignmentNo: null, updatedAt: now })
    .where(inArray(orders.consignmentId, [...consignmentIds]));
}

const sortColumns: Record<OrderSortAlias, SQL> = {
  orderNumber: sql`${orders.orderNumber}`,
  dispatchDate: sql`${orders.dispatchDate}`,
  receiver: sql`${orders.receiverName}`,
  created: sql`${orders.createdAt}`,
};

/**
 * The ids of a page over several sites: each site's first `offset + limit` rows come from a LATERAL subquery on
 * the site's own index, then merge (DESIGN 6a; one `site_id = ANY(...) ORDER BY ...` sorts every open order of
 * the organisation). The subquery is named as the table so the order's columns resolve inside and out.
 */
async function pageIdsOverSites(
  db: DbOrTx,
  siteIds: readonly number[],
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<number[]> {
  const sites = `{${siteIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await db
    .select({ id: sql<number>`${sql.identifier('orders')}.${sql.identifier('id')}`.mapWith(Number) })
    .from(
      sql`unnest(${sites}::int[]) as site_ids(id)
        cross join lateral (select * from ${orders} where ${orders.siteId} = site_ids.id and ${where}
          order by ${sql.join(order, sql`, `)} limit ${page.offset + page.limit}) as ${orders}`,
    )
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

/** A page of the sites' orders and their count, counted up to the cap (DESIGN 6a). */
export async function listOrders(db: DbOrTx, siteIds: readonly number[], query: OrderListQuery) {
  if (siteIds.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [eq(orders.status, query['filter[status]'])];
  const start = query['filter[dispatchDate][start]'];
  const end = query['filter[dispatchDate][end]'];
  if (start) conditions.push(gte(orders.dispatchDate, start));
  if (end) conditions.push(lte(orders.dispatchDate, end));
  const receiver = query['filter[receiver.name]'];
  if (receiver) conditions.push(like(orders.receiverName, `%${escapeLike(receiver.toLowerCase())}%`));
  if (query.search) conditions.push(like(orders.searchText, `%${escapeLike(query.search.toLowerCase())}%`));
  const filters = and(...conditions);
  const where = and(
    siteIds.length === 1 ? eq(orders.siteId, siteIds[0] ?? 0) : inArray(orders.siteId, [...siteIds]),
    filters,
  );
  const order = [
    ...query.sort.map(({ key, descending }) => (descending ? desc(sortColumns[key]) : asc(sortColumns[key]))),
    asc(orders.id),
  ];
  const page = { limit: query['page[limit]'], offset: query['page[offset]'] };
  const rows =
    siteIds.length === 1
      ? await db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset)
      : await rowsInOrder(db, orders, await pageIdsOverSites(db, siteIds, filters, order, page));
  return { rows, total: await countUpTo(db, orders, where, LIST_COUNT_CAP) };
}
