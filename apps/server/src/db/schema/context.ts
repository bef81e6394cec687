import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { PackagingTypeName, Status, TransferPolicy } from '@freight/contracts';
import { serialId, createdAt, parentId, requiredId, timestamps } from './columns';
import { userId } from './user-column';

const statusEnum = [
  'onboarding',
  'transacting',
  'suspended',
  'offboarded',
] as const satisfies readonly Status[];

export const organisations = pgTable(
  'organisations',
  {
    id: serialId(),
    name: text('name').notNull().unique(),
    status: text('status', { enum: statusEnum }).notNull().default('transacting'),
    /** The GS1 company prefix its labels' SSCCs are issued under; null falls back to the provider's default. */
    gs1CompanyPrefix: text('gs1_company_prefix'),
    /** The SSCC extension digit (0 to 9) it uses with that prefix. */
    ssccExtensionDigit: smallint('sscc_extension_digit').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('organisations_gs1_company_prefix_check', sql`${t.gs1CompanyPrefix} ~ '^[0-9]{7,10}$'`),
    check('organisations_sscc_extension_digit_check', sql`${t.ssccExtensionDigit} between 0 and 9`),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: serialId(),
    organisationId: requiredId('organisation_id', () => organisations.id),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    label: text('label').notNull(),
    addressId: text('address_id'),
    status: text('status', { enum: statusEnum }).notNull().default('transacting'),
    packagingTypes: jsonb('packaging_types').$type<PackagingTypeName[]>().notNull(),
    costCentreRequired: boolean('cost_centre_required').notNull().default(false),
    costCentres: jsonb('cost_centres').$type<{ code: string; description: string }[]>().notNull().default([]),
    orderConsolidationEnabled: boolean('order_consolidation_enabled').notNull().default(false),
    deliveryTimeSlotsEnabled: boolean('delivery_time_slots_enabled').notNull().default(false),
    importEnabled: boolean('import_enabled').notNull().default(false),
    importTransferPolicy: text('import_transfer_policy', { enum: ['never', 'manual', 'automatic'] })
      .$type<TransferPolicy>()
      .notNull()
      .default('manual'),
    orderIntegrationEnabled: boolean('order_integration_enabled').notNull().default(false),
    palletManagementEnabled: boolean('pallet_management_enabled').notNull().default(false),
    allowedPalletTypes: jsonb('allowed_pallet_types')
      .$type<('chep' | 'loscam' | 'other')[]>()
      .notNull()
      .default([]),
    preferredPalletTransferType: text('preferred_pallet_transfer_type', {
      enum: ['exchange', 'transfer', 'none'],
    }),
    dangerousGoodsTransacting: boolean('dangerous_goods_transacting').notNull().default(false),
    dangerousGoodsHasTransacted: boolean('dangerous_goods_has_transacted').notNull().default(false),
    dangerousGoodsNotifiable: boolean('dangerous_goods_notifiable').notNull().default(false),
    priceMaskingEnabled: boolean('price_masking_enabled').notNull().default(false),
    devFlags: jsonb('dev_flags').$type<Record<string, boolean>>().notNull().default({}),
    /** Local time of day, HH:mm, and length of the default pickup window. */
    defaultPickupStart: text('default_pickup_start').notNull().default('09:00'),
    defaultPickupDurationMinutes: integer('default_pickup_duration_minutes').notNull().default(480),
    ...timestamps(),
  },
  (t) => [index('sites_organisation_idx').on(t.organisationId)],
);

/** A user's access to a site; organisation access follows from the sites held. */
export const memberships = pgTable(
  'memberships',
  {
    userId: userId(),
    siteId: parentId('site_id', () => sites.id),
    canTransactDangerousGoods: boolean('can_transact_dangerous_goods').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index('memberships_site_idx').on(t.siteId)],
);

/**
 * One row whose version triggers raise on any change to what GET /api/org/user answers (users, memberships,
 * sites, organisations, agreed services, carrier services, carriers), so every server process can keep that
 * answer per user and know, with one cheap read, when it went stale.
 */
export const contextVersion = pgTable('context_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
