import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_PROVIDER_TYPE, type ServiceMode } from '@freight/contracts';
import { serialId, createdAt, requiredId, timestamps } from './columns';
import { siteRow } from './site-column';

/** A carrier: where bookings and manifests go, how its consignment numbers and tracking links are made. */
export const carriers = pgTable('carriers', {
  id: serialId(),
  name: text('name').notNull().unique(),
  /** Pickup requests and manifests are e-mailed here. */
  contactEmail: text('contact_email'),
  /** Consignment numbers are the prefix, the next number of the sequence and a check digit. */
  consignmentPrefix: text('consignment_prefix').notNull().default(''),
  /** The last number used; taken with an atomic update so that several servers never share one. */
  consignmentSequence: bigint('consignment_sequence', { mode: 'number' }).notNull().default(0),
  /** e.g. https://track.example/{consignmentNumber} */
  trackingUrlTemplate: text('tracking_url_template'),
  /** Whether it takes labels without SSCCs from an organisation that has no GS1 company prefix. */
  labelsWithoutSscc: boolean('labels_without_sscc').notNull().default(false),
  ...timestamps(),
});

export const carrierServices = pgTable(
  'carrier_services',
  {
    id: serialId(),
    carrierId: requiredId('carrier_id', () => carriers.id),
    name: text('name').notNull(),
    mode: text('mode').$type<ServiceMode>().notNull().default('road'),
    /** Kg per m³ when the rate card does not say (250 road, 333 air and express; 0 charges dead weight only). */
    cubicConversionKgPerM3: integer('cubic_conversion_kg_per_m3').notNull().default(250),
    /** Local times of day, HH:MM: the latest booking for a same-day pickup, and the latest pickup. */
    pickupBookingCutoff: text('pickup_booking_cutoff'),
    pickupCutoff: text('pickup_cutoff'),
    pickupWindowMinimumMinutes: integer('pickup_window_minimum_minutes'),
    /** Packaging types it collects; null collects any. */
    pickupPackagingTypes: jsonb('pickup_packaging_types').$type<string[]>(),
    carriesDangerousGoods: boolean('carries_dangerous_goods').notNull().default(true),
    /** Whether it takes freight whose destination lacks its suburb (a postcode and state only). */
    acceptsPartialDestinations: boolean('accepts_partial_destinations').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('carrier_services_carrier_name_idx').on(t.carrierId, sql`lower(${t.name})`)],
);

/** A carrier service a site may use, under the site's own charge account with that carrier. */
export const agreedServices = pgTable(
  'agreed_services',
  {
    ...siteRow(),
    carrierServiceId: requiredId('carrier_service_id', () => carrierServices.id),
    name: text('name').notNull(),
    carrierChargeAccount: text('carrier_charge_account').notNull(),
    carrierServiceProviderType: text('carrier_service_provider_type')
      .notNull()
      .default(DEFAULT_PROVIDER_TYPE),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('agreed_services_site_idx').on(t.siteId)],
);
