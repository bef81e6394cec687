import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { CustomField, QuoteCostWire, ShippingCostRecoveryWire } from '@freight/contracts';
import type { RatingDetail } from '@freight/rules';
import { users } from './identity';
import { uuidId, createdAt, updatedAt, parentUuid } from './columns';
import { userId } from './user-column';
import { siteId } from './site-column';

/** One pricing of a shipment across a site's agreed services. */
export const quoteSets = pgTable(
  'quote_sets',
  {
    id: uuidId(),
    siteId: siteId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The consignment being edited when it was asked for, if any. */
    consignmentId: text('consignment_id'),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    senderZone: text('sender_zone'),
    receiverZone: text('receiver_zone'),
    createdAt: createdAt(),
  },
  (t) => [index('quote_sets_site_idx').on(t.siteId, t.createdAt)],
);

/** The latest request of each of a user's concurrency keys: an older request finding itself replaced saves nothing. */
export const quoteRequestKeys = pgTable(
  'quote_request_keys',
  {
    userId: userId(),
    key: text('key').notNull(),
    requestId: uuid('request_id').notNull(),
    updatedAt: updatedAt(),
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
    id: uuidId(),
    quoteSetId: parentUuid('quote_set_id', () => quoteSets.id),
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
    createdAt: createdAt(),
  },
  (t) => [index('quotes_quote_set_idx').on(t.quoteSetId, t.rank)],
);

/** Spec 7 (L33): a site's form configuration per resource and movement type ('any' for every type). */
export const formConfigurations = pgTable(
  'form_configurations',
  {
    siteId: siteId(),
    resourceType: text('resource_type', { enum: ['consignment', 'estimate'] }).notNull(),
    movementType: text('movement_type', { enum: ['outbound', 'inbound', 'transfer', 'any'] }).notNull(),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    shippingCostRecovery: jsonb('shipping_cost_recovery').$type<ShippingCostRecoveryWire>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.resourceType, t.movementType] })],
);
