import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  ManifestAddress,
  ManifestStatus,
  MovementType,
  PalletTransferType,
  StagedConsignmentStatus,
} from '@freight/contracts';
import { carriers } from './carriers';
import { instant, parentId, requiredId, freightTotals, timestamps } from './columns';
import { createdBy } from './user-column';
import { siteRow } from './site-column';

/**
 * The last manifest number used per carrier. Taken with `insert ... on conflict do update ... returning` inside
 * the create transaction: the row lock makes concurrent creations on any number of servers take turns.
 */
export const manifestNumberSequences = pgTable('manifest_number_sequences', {
  carrierId: integer('carrier_id')
    .primaryKey()
    .references(() => carriers.id, { onDelete: 'cascade' }),
  lastValue: bigint('last_value', { mode: 'number' }).notNull(),
});

/** One line of the manifest's dangerous goods summary, as booked. */
export interface ManifestDangerousGoodsLine {
  consignmentNo: string;
  unNumber: string;
  properShippingName: string;
  class: string;
  packingGroup: string | null;
  quantity: string;
}

/** The columns the manifest search filters on (besides the site), carried by each of its sort indexes. */
const filtered = (t: {
  status: AnyPgColumn;
  hasDangerousGoods: AnyPgColumn;
  consignmentType: AnyPgColumn;
  createdAt: AnyPgColumn;
  agreedServiceIds: AnyPgColumn;
}) => [t.status, t.hasDangerousGoods, t.consignmentType, t.createdAt, t.agreedServiceIds] as const;

/**
 * Spec 3: a manifest, one per site, carrier account, dispatch date and consignment type (DESIGN 5b). Totals,
 * names and the dispatch address are kept as manifested so the list, the PDF and the carrier's CSV read one row.
 */
export const manifests = pgTable(
  'manifests',
  {
    ...siteRow(),
    organisationId: integer('organisation_id').notNull(),
    organisationName: text('organisation_name').notNull(),
    siteName: text('site_name').notNull(),
    carrierId: requiredId('carrier_id', () => carriers.id),
    carrierName: text('carrier_name').notNull(),
    carrierAccount: text('carrier_account').notNull(),
    manifestNumber: text('manifest_number').notNull(),
    consignmentType: text('consignment_type').$type<MovementType>().notNull(),
    dispatchDate: date('dispatch_date', { mode: 'string' }).notNull(),
    status: text('status').$type<ManifestStatus>().notNull().default('proposed'),
    senderName: text('sender_name').notNull(),
    dispatchAddress: jsonb('dispatch_address').$type<ManifestAddress>().notNull(),
    agreedServices: jsonb('agreed_services').$type<{ id: string; name: string }[]>().notNull(),
    agreedServiceIds: integer('agreed_service_ids').array().notNull(),
    /** The services' names joined, for the `service` sort. */
    serviceNames: text('service_names').notNull(),
    consignmentCount: integer('consignment_count').notNull(),
    ...freightTotals(),
    hasDangerousGoods: boolean('has_dangerous_goods').notNull(),
    dangerousGoods: jsonb('dangerous_goods').$type<ManifestDangerousGoodsLine[]>().notNull().default([]),
    /** The carrier's own reference for the manifest, given when it acknowledges. */
    trackingNumber: text('tracking_number'),
    acknowledgedAt: instant('acknowledged_at'),
    rejectedAt: instant('rejected_at'),
    rejectionCode: text('rejection_code'),
    /** Bumped by every change: the PDF is made again for a new version. */
    version: integer('version').notNull().default(1),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('manifests_carrier_number_idx').on(t.carrierId, t.manifestNumber),
    // One per sort alias: each site's page of a search is read in order from its index (the created one
    // backwards gives newest first, DESC NULLS FIRST as ORDER BY ... DESC asks). After the id, which already
    // orders every entry, come the columns the filters test, so a filtered search reads the index alone (an
    // index-only scan) rather than a table row for every entry it passes over.
    index('manifests_site_created_idx').on(
      t.siteId,
      t.createdAt,
      t.id,
      ...filtered(t).filter((column) => column !== t.createdAt),
    ),
    index('manifests_site_number_idx').on(t.siteId, t.manifestNumber, t.id, ...filtered(t)),
    index('manifests_site_sender_idx').on(t.siteId, t.senderName, t.id, ...filtered(t)),
    index('manifests_site_service_idx').on(t.siteId, t.serviceNames, t.id, ...filtered(t)),
    index('manifests_site_items_idx').on(t.siteId, t.itemQuantity, t.id, ...filtered(t)),
    index('manifests_site_volume_idx').on(t.siteId, t.volume, t.id, ...filtered(t)),
    index('manifests_site_weight_idx').on(t.siteId, t.weight, t.id, ...filtered(t)),
    index('manifests_carrier_created_idx').on(t.carrierId, t.createdAt),
  ],
);

/**
 * Spec 3, 4: a consignment staged on a manifest, with the carrier's answer. A consignment is on one manifest
 * at most: the unique index holds that whatever the application does.
 */
export const manifestConsignments = pgTable(
  'manifest_consignments',
  {
    manifestId: parentId('manifest_id', () => manifests.id),
    consignmentId: integer('consignment_id').notNull(),
    position: integer('position').notNull(),
    consignmentNo: text('consignment_no').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverSuburb: text('receiver_suburb').notNull(),
    receiverState: text('receiver_state').notNull(),
    receiverPostcode: text('receiver_postcode').notNull(),
    serviceName: text('service_name').notNull(),
    ...freightTotals(),
    hasDangerousGoods: boolean('has_dangerous_goods').notNull(),
    palletQuantity: integer('pallet_quantity').notNull().default(0),
    palletTransferType: text('pallet_transfer_type').$type<PalletTransferType>().notNull(),
    docketNumbers: jsonb('docket_numbers').$type<string[]>().notNull().default([]),
    status: text('status').$type<StagedConsignmentStatus>(),
    code: text('code'),
    answeredAt: instant('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.manifestId, t.position] }),
    uniqueIndex('manifest_consignments_consignment_idx').on(t.consignmentId),
  ],
);
