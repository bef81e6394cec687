import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ConsignmentAgreedService,
  ConsignmentAutoprint,
  ConsignmentIssue,
  ConsignmentPallets,
  ConsignmentPickupRequest,
  ConsignmentSource,
  EmergencyContact,
  MovementType,
  QuoteCostWire,
  ShippingCostRecoveryWire,
  StoredConsignmentLineItem,
  StoredParty,
  StoredReceiver,
  TrackingEventType,
  TransferPolicy,
} from '@freight/contracts';
import { carriers } from './carriers';
import { serialId, instant, createdAt, parentId, requiredId, freightTotals, timestamps } from './columns';
import { createdBy } from './user-column';
import { siteRow } from './site-column';

/**
 * The last SSCC serial reference used per GS1 company prefix and extension digit. Serials are taken with
 * `insert ... on conflict do update ... returning` in the transaction that saves the items: the row lock makes
 * concurrent creations on any number of servers wait for each other's commit, so no serial is given twice.
 */
export const ssccSerialCounters = pgTable(
  'sscc_serial_counters',
  {
    companyPrefix: text('company_prefix').notNull(),
    extensionDigit: smallint('extension_digit').notNull(),
    lastSerial: bigint('last_serial', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyPrefix, t.extensionDigit] })],
);

/**
 * The last consignment number used per carrier. A row is taken with `insert ... on conflict do update ... returning`,
 * whose row lock makes concurrent takers (on any number of servers) wait for each other, so no number is given
 * twice. A new consignment takes its number in a statement of its own just before the transaction that saves it
 * (a creation that fails after that leaves its number unused); a change of carrier takes one inside its
 * transaction, which gives the number back if it rolls back.
 */
export const consignmentNumberSequences = pgTable('consignment_number_sequences', {
  carrierId: integer('carrier_id')
    .primaryKey()
    .references(() => carriers.id, { onDelete: 'cascade' }),
  lastValue: bigint('last_value', { mode: 'number' }).notNull(),
});

/**
 * Spec 3: a consignment. Parties, line items and the booked service are kept as they were booked (addresses never
 * change); the columns beside them exist for the list's filters and sorts (DESIGN 6a).
 */
export const consignments = pgTable(
  'consignments',
  {
    ...siteRow(),
    source: text('source').$type<ConsignmentSource>().notNull().default('web'),
    consignmentNo: text('consignment_no').notNull(),
    previousConsignmentNumbers: jsonb('previous_consignment_numbers').$type<string[]>().notNull().default([]),
    type: text('type').$type<MovementType>().notNull(),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    sender: jsonb('sender').$type<StoredParty>().notNull(),
    receiver: jsonb('receiver').$type<StoredReceiver>().notNull(),
    senderName: text('sender_name').notNull(),
    receiverName: text('receiver_name').notNull(),
    costCenter: text('cost_center'),
    payerAccount: text('payer_account').notNull(),
    lineItems: jsonb('line_items').$type<StoredConsignmentLineItem[]>().notNull(),
    /** The quote the user chose; the consignment's price is the server's re-pricing of it, never the client's. */
    quoteId: uuid('quote_id'),
    quoteSetId: uuid('quote_set_id'),
    agreedServiceId: integer('agreed_service_id').notNull(),
    carrierId: requiredId('carrier_id', () => carriers.id),
    carrierName: text('carrier_name').notNull(),
    agreedService: jsonb('agreed_service').$type<ConsignmentAgreedService>().notNull(),
    price: jsonb('price').$type<QuoteCostWire>(),
    freightRecoveryAmount: integer('freight_recovery_amount'),
    eta: date('eta', { mode: 'string' }),
    etaTimeZone: text('eta_time_zone'),
    /** A manifest is made by the manifests module; until then null. */
    manifestId: integer('manifest_id'),
    /** The manifest's number as its carrier knows it, kept with it for the consignments' export. */
    manifestNumber: text('manifest_number'),
    manifestAddedAt: instant('manifest_added_at'),
    transferredAt: instant('transferred_at'),
    transferPolicy: text('transfer_policy').$type<TransferPolicy>().notNull().default('manual'),
    pallets: jsonb('pallets').$type<ConsignmentPallets>(),
    estimateId: integer('estimate_id'),
    orderId: text('order_id'),
    /** Spec 3: every order the consignment was made from (orderId is the first of them). */
    linkedOrders: jsonb('linked_orders').$type<string[]>().notNull().default([]),
    dangerousGoodsDeclaration: jsonb('dangerous_goods_declaration')
      // rows made before the emergency contact was asked for have none
      .$type<{ excludesDangerousGoods: boolean; emergencyContact?: EmergencyContact | null }>()
      .notNull(),
    hasDangerousGoods: boolean('has_dangerous_goods').notNull().default(false),
    hasDeliveryTimeSlot: boolean('has_delivery_time_slot').notNull().default(false),
    /** Spec 3: the pickup requests that collect it, recorded by the pickups module through this module. */
    pickupRequests: jsonb('pickup_requests').$type<ConsignmentPickupRequest[]>().notNull().default([]),
    issues: jsonb('issues').$type<ConsignmentIssue[]>().notNull().default([]),
    hasIssues: boolean('has_issues').notNull().default(false),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    shippingCostRecovery: jsonb('shipping_cost_recovery').$type<ShippingCostRecoveryWire>().notNull(),
    autoprint: jsonb('autoprint').$type<ConsignmentAutoprint>().notNull(),
    ...freightTotals(),
    isFullyDelivered: boolean('is_fully_delivered').notNull().default(false),
    /** Bumped by every change; the ETag is made from it (DESIGN 4, optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** Lower-cased number, previous numbers, references and party names and places, searched by trigram index. */
    searchText: text('search_text').notNull(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('consignments_number_idx').on(t.consignmentNo),
    index('consignments_site_dispatch_idx').on(t.siteId, t.dispatchDate.desc(), t.updatedAt.desc()),
    index('consignments_site_updated_idx').on(t.siteId, t.updatedAt.desc()),
    // a search over many sites with more matches than its cap walks the newest first across them all
    index('consignments_updated_idx').on(t.updatedAt.desc()),
    // the id too, so a search counts its matches from the index alone (index-only scan): the overdue page
    index('consignments_site_eta_idx')
      .on(t.siteId, t.eta, t.id)
      .where(sql`${t.isFullyDelivered} = false`),
    // the ready-to-manifest page counts its matches here without reading a row (up to the cap, 1,001 of them)
    index('consignments_site_ready_idx')
      .on(t.siteId, t.id)
      .where(sql`${t.manifestId} is null and ${t.hasIssues} = false`),
    // the overdue page in dispatch order: the ETA window is tested in the index, not on each recent row's heap
    index('consignments_site_undelivered_dispatch_idx')
      .on(t.siteId, t.dispatchDate.desc().nullsLast(), t.updatedAt.desc().nullsLast(), t.eta)
      .where(sql`${t.isFullyDelivered} = false`),
    index('consignments_estimate_idx')
      .on(t.estimateId)
      .where(sql`${t.estimateId} is not null`),
    // a small pending list (256 kB): a row's new version appends its trigrams there instead of into each of their
    // postings (carrier ingest rewrites rows as they are delivered: 640 buffers instead of 4,500 for 20 rows), and
    // it is merged into the index by vacuum or by the write that fills it, so a search scans at most 256 kB of it
    // even where nothing vacuums (PGlite)
    index('consignments_search_idx')
      .using('gin', t.siteId, t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
  ],
);

/** One row per physical item (a line of quantity 3 has three), each with its own SSCC for its label. */
export const consignmentItems = pgTable(
  'consignment_items',
  {
    consignmentId: parentId('consignment_id', () => consignments.id),
    lineItemId: text('line_item_id').notNull(),
    /** 1 to the line's quantity. */
    ordinal: integer('ordinal').notNull(),
    /** Null only when the organisation has no GS1 company prefix and the carrier takes labels without one. */
    sscc: text('sscc'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.consignmentId, t.lineItemId, t.ordinal] }),
    uniqueIndex('consignment_items_sscc_idx').on(t.sscc),
  ],
);

/** Spec 3: what the carrier reports of a consignment's journey, oldest first; a POD event may hold its document. */
export const consignmentTrackingEvents = pgTable(
  'consignment_tracking_events',
  {
    id: serialId(),
    consignmentId: parentId('consignment_id', () => consignments.id),
    type: text('type').$type<TrackingEventType>().notNull(),
    occurredAt: instant('occurred_at').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    documentId: text('document_id'),
    /** An exception's reason, as the carrier gave it. */
    reason: text('reason'),
    /** An ETA update's new ETA, a date in the receiver's time zone. */
    eta: date('eta', { mode: 'string' }),
    /** The reporting carrier and its own id of the event: a repeat of one is recognised and ignored. */
    carrierId: integer('carrier_id'),
    carrierEventId: text('carrier_event_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consignment_tracking_events_consignment_idx').on(t.consignmentId, t.occurredAt, t.id),
    uniqueIndex('consignment_tracking_events_carrier_event_idx').on(t.carrierId, t.carrierEventId),
  ],
);
