import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { carriers } from './carriers';

/**
 * Keys a carrier's systems call the carrier API with (DESIGN 5b). Several may be live at once so a carrier can
 * rotate without a gap; only the SHA-256 of a key is kept, and a revoked key stays for the record.
 */
export const carrierApiKeys = pgTable(
  'carrier_api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The key's first characters, enough to tell keys apart in a list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('carrier_api_keys_carrier_idx').on(t.carrierId)],
);
