import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderLineItem, OrderParty, OrderReceiver, OrderSource, OrderStatus } from '@freight/contracts';
import { freightTotals, timestamps } from './columns';
import { createdBy } from './user-column';
import { siteRow } from './site-column';

/**
 * Spec 3: orders a site's order system sends (or a user enters), turned into consignments. One order number per
 * site: a repeat of one answers the order already held. Parties keep the address their place resolved to.
 */
export const orders = pgTable(
  'orders',
  {
    ...siteRow(),
    orderNumber: text('order_number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    source: text('source').$type<OrderSource>().notNull(),
    payerAccount: text('payer_account'),
    costCenter: text('cost_center'),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    sender: jsonb('sender').$type<OrderParty>(),
    receiver: jsonb('receiver').$type<OrderReceiver>().notNull(),
    /** Lower-cased, for the receiver sort and filter. */
    receiverName: text('receiver_name').notNull(),
    lineItems: jsonb('line_items').$type<OrderLineItem[]>().notNull(),
    ...freightTotals(),
    /** Lower-cased order number, references and receiver name and place, searched by substring. */
    searchText: text('search_text').notNull(),
    /** The consignment made from it, recorded by the consignments module through this module's face. */
    consignmentId: integer('consignment_id'),
    consignmentNo: text('consignment_no'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_site_number_idx').on(t.siteId, t.orderNumber),
    // one per sort of the list, so a site's page (and each site's share of an organisation's) reads in order
    index('orders_site_status_idx').on(t.siteId, t.status, t.orderNumber),
    index('orders_site_status_dispatch_idx').on(t.siteId, t.status, t.dispatchDate),
    index('orders_site_status_receiver_idx').on(t.siteId, t.status, t.receiverName),
    index('orders_site_status_created_idx').on(t.siteId, t.status, t.createdAt),
    index('orders_consignment_idx').on(t.consignmentId),
    index('orders_search_idx')
      .using('gin', t.siteId, t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
