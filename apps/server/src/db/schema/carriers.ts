import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './context';

export const carriers = pgTable('carriers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carrierServices = pgTable('carrier_services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  carrierId: integer('carrier_id')
    .notNull()
    .references(() => carriers.id),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A carrier service a site may use, under the site's own charge account with that carrier. */
export const agreedServices = pgTable(
  'agreed_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carrierServiceId: integer('carrier_service_id')
      .notNull()
      .references(() => carrierServices.id),
    name: text('name').notNull(),
    carrierChargeAccount: text('carrier_charge_account').notNull(),
    carrierServiceProviderType: text('carrier_service_provider_type').notNull().default('carrier'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreed_services_site_idx').on(t.siteId)],
);
