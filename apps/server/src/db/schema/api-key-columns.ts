import { text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * The key columns carrier and site API keys share (DESIGN 5b): only the SHA-256 of a key is kept, and a revoked key
 * stays for the record.
 */
export const apiKeyColumns = () => ({
  label: text('label').notNull(),
  /** The key's first characters, enough to tell keys apart in a list. */
  keyPrefix: text('key_prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: instant('last_used_at'),
  revokedAt: instant('revoked_at'),
});
