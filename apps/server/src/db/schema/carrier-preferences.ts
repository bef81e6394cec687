import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressBookEntries } from './address-book';
import { agreedServices } from './carriers';
import { sites } from './context';

/** Spec 3: a receiver carrier selection policy; an address book entry has at most one. */
export const receiverCarrierPolicies = pgTable(
  'receiver_carrier_policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    addressBookEntryId: integer('address_book_entry_id')
      .notNull()
      .references(() => addressBookEntries.id, { onDelete: 'cascade' }),
    agreedServiceId: integer('agreed_service_id')
      .notNull()
      .references(() => agreedServices.id, { onDelete: 'cascade' }),
    carrierChargeAccount: text('carrier_charge_account').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receiver_carrier_policies_entry_idx').on(t.addressBookEntryId),
    index('receiver_carrier_policies_site_idx').on(t.siteId, t.id),
  ],
);
