import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './context';

/**
 * Keys a site's own systems (its order system, later its print agent) call the API with (DESIGN 5b): the carrier
 * key model scoped to one site. Only the SHA-256 of a key is kept; a revoked key stays for the record.
 */
export const siteApiKeys = pgTable(
  'site_api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The key's first characters, enough to tell keys apart in a list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('site_api_keys_site_idx').on(t.siteId)],
);
