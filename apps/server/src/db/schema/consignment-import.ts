import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ImportRefusal, ImportStatus, PackagingTypeName, TransferPolicy } from '@freight/contracts';
import { consignments } from './consignments';
import { instant, createdAt, parentId } from './columns';
import { importColumns } from './import-columns';
import { siteId } from './site-column';

/** One row of an import file as read: typed values, measures in millimetres and grams; null where empty. */
export interface ImportRowValues {
  row: number;
  reference: string;
  dispatchDate: string | null;
  service: string | null;
  costCentre: string | null;
  receiver: {
    name: string;
    line1: string | null;
    line2: string | null;
    suburb: string | null;
    state: string | null;
    postcode: string | null;
    residential: boolean;
    contactName: string | null;
    phone: string | null;
    email: string | null;
    specialInstructions: string | null;
  };
  line: {
    packagingType: PackagingTypeName;
    description: string | null;
    quantity: number;
    length: number | null;
    width: number | null;
    height: number | null;
    weight: number | null;
  };
  dangerousGoods: {
    unNumber: string;
    properShippingName: string | null;
    classOrDivision: string | null;
    packingGroup: string | null;
  } | null;
}

/**
 * An import of a CSV file for a site (DESIGN 5, Import and issues). The rows that are consignments wait in
 * `rows` for the background job, which counts its progress here; refused rows are kept only as their reasons.
 */
export const consignmentImports = pgTable(
  'consignment_imports',
  {
    ...importColumns<ImportStatus>('queued'),
    transferPolicy: text('transfer_policy').$type<TransferPolicy>().notNull(),
    rowsTotal: integer('rows_total').notNull(),
    /** Data rows that were consignments (the rest were refused on reading); the job makes these. */
    rowsToMake: integer('rows_to_make').notNull(),
    /** Of those, how many the job has made so far: where a retried job carries on. */
    rowsMade: integer('rows_made').notNull().default(0),
    consignmentsMade: integer('consignments_made').notNull().default(0),
    withIssues: integer('with_issues').notNull().default(0),
    alreadyImported: integer('already_imported').notNull().default(0),
    /** Consignments made from rows dated before the site's today: they go today. */
    datedToday: integer('dated_today').notNull().default(0),
    refusedRows: jsonb('refused_rows').$type<ImportRefusal[]>().notNull().default([]),
    /** The rows still to make; emptied when the job finishes. */
    rows: jsonb('rows').$type<ImportRowValues[]>().notNull(),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('consignment_imports_site_idx').on(t.siteId, t.createdAt.desc())],
);

/**
 * The re-import key: a site's reference names the consignment it made, once. A second import of the same
 * reference makes nothing; deleting the consignment frees the reference. The row is kept to check it again.
 */
export const consignmentImportKeys = pgTable(
  'consignment_import_keys',
  {
    siteId: siteId(),
    reference: text('reference').notNull(),
    consignmentId: parentId('consignment_id', () => consignments.id),
    importId: uuid('import_id').notNull(),
    row: jsonb('row').$type<ImportRowValues>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.reference] }),
    index('consignment_import_keys_consignment_idx').on(t.consignmentId),
  ],
);
