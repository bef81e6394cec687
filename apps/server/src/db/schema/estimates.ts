import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Address,
  DeliveryTimeSlot,
  LineItem,
  Locality,
  MovementType,
  ShippingCostRecoveryWire,
} from '@freight/contracts';
import { quoteSets } from './quotes';
import { instant, timestamps } from './columns';
import { createdBy } from './user-column';
import { siteRow } from './site-column';

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
    ...siteRow(),
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
    createdBy: createdBy(),
    ...timestamps(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('estimates_number_idx').on(t.estimateNumber),
    index('estimates_site_created_idx')
      .on(t.siteId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);
