import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './context';
import { uuidId, requiredId, timestamps } from './columns';

export type DocumentType = 'label' | 'connote' | 'dgSummary' | 'manifest';
export type DocumentFormat = 'pdf';
export type DocumentStatus = 'pending' | 'ready' | 'failed';

/**
 * A generated document of one owner (a consignment, a manifest): one row per owner, type and format, made
 * again when the owner changes. The file itself lives in the document store under `storage_key`.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuidId(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    siteId: requiredId('site_id', () => sites.id),
    type: text('type').$type<DocumentType>().notNull(),
    format: text('format').$type<DocumentFormat>().notNull().default('pdf'),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    /** The owner's version (its etag) the document is being, or was, made for. */
    ownerVersion: text('owner_version').notNull(),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('documents_owner_type_format_idx').on(t.ownerType, t.ownerId, t.type, t.format),
    index('documents_site_idx').on(t.siteId),
  ],
);
