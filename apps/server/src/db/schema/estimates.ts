import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Address,
  CustomField,
  DeliveryTimeSlot,
  LineItem,
  Locality,
  MovementType,
  QuoteCostWire,
  ShippingCostRecoveryWire,
} from '@freight/contracts';
import type { RatingDetail } from '@freight/rules';
import { sites } from './context';
import { users } from './identity';

/** One pricing of a shipment across a site's agreed services. */
export const quoteSets = pgTable(
  'quote_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The consignment being edited when it was asked for, if any. */
    consignmentId: text('consignment_id'),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    senderZone: text('sender_zone'),
    receiverZone: text('receiver_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_sets_site_idx').on(t.siteId, t.createdAt)],
);

/** The latest request of each of a user's concurrency keys: an older request finding itself replaced saves nothing. */
export const quoteRequestKeys = pgTable(
  'quote_request_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestId: uuid('request_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A quote as priced, never masked: masking is the site's current setting, applied when a quote is shown.
 * The agreed service is a plain id (no foreign key) so a quote outlives it and can say it is missing.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteSetId: uuid('quote_set_id')
      .notNull()
      .references(() => quoteSets.id, { onDelete: 'cascade' }),
    agreedServiceId: integer('agreed_service_id').notNull(),
    carrierId: integer('carrier_id').notNull(),
    carrierServiceId: integer('carrier_service_id').notNull(),
    rank: integer('rank').notNull(),
    selectable: boolean('selectable').notNull(),
    recommended: boolean('recommended').notNull(),
    unselectableReason: jsonb('unselectable_reason').$type<{ code: string; message: string }>(),
    eta: date('eta', { mode: 'string' }),
    etaTimeZone: text('eta_time_zone'),
    evaluation: jsonb('evaluation')
      .$type<{ invalidDeliveryTimeSlotStartDate?: { earliestPermittedDate: string } }>()
      .notNull(),
    payerAccount: text('payer_account').notNull(),
    agreedServiceName: text('agreed_service_name').notNull(),
    carrierName: text('carrier_name').notNull(),
    providerType: text('provider_type').notNull(),
    cost: jsonb('cost').$type<QuoteCostWire>(),
    freightRecoveryAmount: integer('freight_recovery_amount'),
    detail: jsonb('detail').$type<RatingDetail>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_quote_set_idx').on(t.quoteSetId, t.rank)],
);

/** Estimate numbers: E00000001, ... taken from a database sequence so that several servers never share one. */
export const estimateNumberSeq = pgSequence('estimate_number_seq', { startWith: 1, increment: 1 });

/** A location as the estimate keeps it: the request, with the address or locality it resolved to (both immutable). */
export interface StoredLocation {
  name: string | null;
  addressBookEntryId: number | null;
  address: Address | null;
  locality: Locality | null;
  residential: boolean;
  authorityToLeave?: boolean;
  deliveryTimeslotRequired?: boolean;
  tailgate?: boolean;
  handUnload?: boolean;
}

export interface ConvertedConsignment {
  id: string;
  connoteNumber: string;
  convertedAt: string;
}

export const estimates = pgTable(
  'estimates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    estimateNumber: text('estimate_number').notNull(),
    type: text('type').$type<MovementType>().notNull(),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    sender: jsonb('sender').$type<StoredLocation>().notNull(),
    receiver: jsonb('receiver').$type<StoredLocation>().notNull(),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    lineItems: jsonb('line_items').$type<LineItem[]>().notNull(),
    hasDangerousGoods: boolean('has_dangerous_goods').notNull().default(false),
    shippingCostRecovery: jsonb('shipping_cost_recovery').$type<ShippingCostRecoveryWire>().notNull(),
    deliveryTimeSlot: jsonb('delivery_time_slot').$type<DeliveryTimeSlot>(),
    quoteSetId: uuid('quote_set_id').references(() => quoteSets.id, { onDelete: 'set null' }),
    selectedQuoteIds: jsonb('selected_quote_ids').$type<string[]>().notNull().default([]),
    convertedConsignments: jsonb('converted_consignments')
      .$type<ConvertedConsignment[]>()
      .notNull()
      .default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('estimates_number_idx').on(t.estimateNumber),
    index('estimates_site_created_idx')
      .on(t.siteId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Spec 7 (L33): a site's form configuration per resource and movement type ('any' for every type). */
export const formConfigurations = pgTable(
  'form_configurations',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: ['consignment', 'estimate'] }).notNull(),
    movementType: text('movement_type', { enum: ['outbound', 'inbound', 'transfer', 'any'] }).notNull(),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    shippingCostRecovery: jsonb('shipping_cost_recovery').$type<ShippingCostRecoveryWire>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.resourceType, t.movementType] })],
);
