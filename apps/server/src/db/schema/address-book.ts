import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OperatingHours, PalletLender } from '@freight/contracts';
import { addresses } from './addresses';
import { serialId, parentId, timestamps } from './columns';
import { siteRow } from './site-column';

/**
 * A site's address book entry. The address's text is copied in (addresses never change) so that lists sort,
 * search and check duplicates without a join.
 */
export const addressBookEntries = pgTable(
  'address_book_entries',
  {
    ...siteRow(),
    name: text('name').notNull(),
    quickAccessCode: text('quick_access_code'),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    line2: text('line2'),
    residential: boolean('residential').notNull().default(false),
    preventConsolidation: boolean('prevent_consolidation').notNull().default(false),
    requiresDeliveryTimeSlot: boolean('requires_delivery_time_slot').notNull().default(false),
    allowedPalletTypes: jsonb('allowed_pallet_types').$type<PalletLender[]>().notNull().default([]),
    /** null is the spec's 'none'. */
    preferredTransferType: text('preferred_transfer_type', { enum: ['carrier', 'receiver', 'unknown'] }),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>(),
    /** 'Unit 4, 12 Smith St, Richmond VIC 3121' */
    addressText: text('address_text').notNull(),
    locality: text('locality').notNull(),
    postcode: text('postcode').notNull(),
    /** Lower-cased street address, locality, postcode and state: same place, same key. */
    addressKey: text('address_key').notNull(),
    /** Lower-cased name, line2, address and quick access code, searched by trigram index. */
    searchText: text('search_text').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('address_book_entries_site_name_idx').on(t.siteId, sql`lower(${t.name})`, t.id),
    uniqueIndex('address_book_entries_site_code_idx')
      .on(t.siteId, sql`lower(${t.quickAccessCode})`)
      .where(sql`${t.quickAccessCode} is not null`),
    index('address_book_entries_site_address_idx').on(t.siteId, t.addressKey),
    // no pending list: searches stay fast between vacuums, which PGlite never runs
    index('address_book_entries_search_idx')
      .using('gin', t.siteId, t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

export const addressBookContacts = pgTable(
  'address_book_contacts',
  {
    id: serialId(),
    entryId: parentId('entry_id', () => addressBookEntries.id),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    specialInstructions: text('special_instructions'),
    authorityToLeave: boolean('authority_to_leave').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('address_book_contacts_entry_idx').on(t.entryId, t.id)],
);
