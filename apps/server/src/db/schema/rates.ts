import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SurchargeCode, WeightBreak } from '@freight/rules';
import { carriers, carrierServices } from './carriers';
import { serialId, createdAt, updatedAt, parentId } from './columns';

/**
 * A version of a carrier service's rate card, in effect from its date until a later version. A card for one
 * charge account (contract rates) prices that account's agreed services ahead of the service's general card.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serialId(),
    carrierServiceId: parentId('carrier_service_id', () => carrierServices.id),
    /** Null: the service's general rates, for every account. */
    carrierChargeAccount: text('carrier_charge_account'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    cubicConversionKgPerM3: integer('cubic_conversion_kg_per_m3'),
    /** Where the card came from, e.g. the imported file's name. */
    source: text('source'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rate_cards_version_idx').on(
      t.carrierServiceId,
      sql`coalesce(${t.carrierChargeAccount}, '')`,
      t.effectiveFrom,
    ),
  ],
);

/** One zone-to-zone price of a rate card. Quotes load only the lanes of one zone pair. */
export const rateCardLanes = pgTable(
  'rate_card_lanes',
  {
    id: serialId(),
    rateCardId: parentId('rate_card_id', () => rateCards.id),
    /** Upper-cased charge zones. */
    fromZone: text('from_zone').notNull(),
    toZone: text('to_zone').notNull(),
    reciprocal: boolean('reciprocal').notNull().default(false),
    basicCents: integer('basic_cents').notNull(),
    /** Cents per kg below the first weight break, to 4 decimal places. */
    ratePerKgCents: numeric('rate_per_kg_cents', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    minimumCents: integer('minimum_cents').notNull(),
    weightBreaks: jsonb('weight_breaks').$type<WeightBreak[]>().notNull().default([]),
    transitBusinessDays: integer('transit_business_days').notNull(),
    cubicConversionKgPerM3: integer('cubic_conversion_kg_per_m3'),
  },
  (t) => [
    index('rate_card_lanes_pair_idx').on(t.rateCardId, t.fromZone, t.toZone),
    index('rate_card_lanes_reverse_idx').on(t.rateCardId, t.toZone, t.fromZone),
  ],
);

/** A fuel levy percentage of freight, from its date; a service's own levy wins over its carrier's. */
export const fuelLevies = pgTable(
  'fuel_levies',
  {
    id: serialId(),
    carrierId: parentId('carrier_id', () => carriers.id),
    /** Null: every service of the carrier without a levy of its own. */
    carrierServiceId: integer('carrier_service_id').references(() => carrierServices.id, {
      onDelete: 'cascade',
    }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    percent: numeric('percent', { precision: 8, scale: 4, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fuel_levies_version_idx').on(
      t.carrierId,
      sql`coalesce(${t.carrierServiceId}, 0)`,
      t.effectiveFrom,
    ),
  ],
);

/** A service's surcharge schedule: one row per surcharge it charges. */
export const serviceSurcharges = pgTable(
  'service_surcharges',
  {
    carrierServiceId: parentId('carrier_service_id', () => carrierServices.id),
    code: text('code').$type<SurchargeCode>().notNull(),
    basis: text('basis', { enum: ['perConsignment', 'perItem'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.carrierServiceId, t.code] })],
);
