import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressBookEntries } from './address-book';
import { agreedServices } from './carriers';
import { parentId, timestamps } from './columns';
import { siteRow } from './site-column';

/** Spec 3: a receiver carrier selection policy; an address book entry has at most one. */
export const receiverCarrierPolicies = pgTable(
  'receiver_carrier_policies',
  {
    ...siteRow(),
    addressBookEntryId: parentId('address_book_entry_id', () => addressBookEntries.id),
    agreedServiceId: parentId('agreed_service_id', () => agreedServices.id),
    carrierChargeAccount: text('carrier_charge_account').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('receiver_carrier_policies_entry_idx').on(t.addressBookEntryId),
    index('receiver_carrier_policies_site_idx').on(t.siteId, t.id),
  ],
);
