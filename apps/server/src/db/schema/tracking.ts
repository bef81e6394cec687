import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { consignments } from './consignments';
import { siteKey } from './site-column';
import { uuidId, createdAt, updatedAt, parentId, requiredId } from './columns';

/**
 * A receiver's link to a consignment's public tracking page (`/track/{token}`). Only the token's SHA-256 is
 * kept; the token itself is random, so no link can be guessed or derived from the consignment.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    consignmentId: parentId('consignment_id', () => consignments.id),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_links_consignment_idx').on(t.consignmentId)],
);

export type ReceiverNotificationKind = 'pickedUp' | 'outForDelivery' | 'delivered' | 'late';

/** Which receiver e-mails were sent: one of each kind per consignment, so none is ever sent twice. */
export const receiverNotifications = pgTable(
  'receiver_notifications',
  {
    consignmentId: parentId('consignment_id', () => consignments.id),
    kind: text('kind').$type<ReceiverNotificationKind>().notNull(),
    sentTo: text('sent_to').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.consignmentId, t.kind] })],
);

/** A site's choice of receiver e-mails; a site without a row sends every kind. */
export const receiverNotificationSettings = pgTable('receiver_notification_settings', {
  siteId: siteKey(),
  pickedUp: boolean('picked_up').notNull().default(true),
  outForDelivery: boolean('out_for_delivery').notNull().default(true),
  delivered: boolean('delivered').notNull().default(true),
  late: boolean('late').notNull().default(true),
  updatedAt: updatedAt(),
});

/** A proof of delivery a carrier uploaded: the file is in the document store under `storage_key`. */
export const proofOfDeliveryDocuments = pgTable(
  'proof_of_delivery_documents',
  {
    id: uuidId(),
    consignmentId: parentId('consignment_id', () => consignments.id),
    carrierId: requiredId('carrier_id', () => carriers.id),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proof_of_delivery_documents_consignment_idx').on(t.consignmentId)],
);
