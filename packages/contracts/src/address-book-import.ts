import { z } from 'zod';
import {
  csvImportIdParamsSchema,
  csvImportSchema,
  csvImportStatuses,
  csvUploadRequestSchema,
} from './csv-upload';
import { IMPORT_MAX_BYTES, consignmentImportMessages } from './consignment-import';

/** An address book file's limits: the consignment import's, so one warehouse file fits both. */
export const ADDRESS_BOOK_IMPORT_MAX_ROWS = 10_000;
export const ADDRESS_BOOK_IMPORT_MAX_BYTES = IMPORT_MAX_BYTES;

/** The columns every address book import file needs: the entry's name and address. */
const requiredColumns = ['name', 'line1', 'suburb', 'state', 'postcode'] as const;

/** The address book import file's columns, in the template's order; the required ones first. */
export const addressBookImportColumns = [
  ...requiredColumns,
  'line2',
  'quickAccessCode',
  'residential',
  'preventConsolidation',
  'requiresDeliveryTimeSlot',
  'palletTypes',
  'palletTransferType',
  'openDays',
  'opens',
  'closes',
  'contactName',
  'contactPhone',
  'contactEmail',
  'specialInstructions',
  'authorityToLeave',
] as const;
export type AddressBookImportColumn = (typeof addressBookImportColumns)[number];
export const requiredAddressBookImportColumns: readonly AddressBookImportColumn[] = requiredColumns;

/** The product's own words for the address book import (the spec quotes none). */
export const addressBookImportMessages = {
  empty: 'The file has no rows to import',
  tooLarge: `The file is larger than ${ADDRESS_BOOK_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${ADDRESS_BOOK_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows; split it into smaller files`,
  missingColumns: (columns: readonly string[]) =>
    `The file has no ${columns.join(', ')} column. Start from the template`,
  unclosedQuote: (row: number) => `A quoted field opened on row ${row} is never closed`,
  notText: consignmentImportMessages.notText,
  unknownLocality: (place: string) => `${place} is not a known locality`,
  sameAsRow: (row: number) => `the same name and address is already on row ${row}`,
  postcodePadded: (typed: string, read: string) => `${typed} was read as ${read}; check it is right`,
  tooManyFields: 'the row has more fields than the header',
  sameEntryAsRow: (row: number) => `row ${row} of the file already updates the same entry`,
} as const;

/** POST /api/address-book/v0/imports: the CSV travels as text in the JSON:API document. */
export const addressBookImportRequestSchema = csvUploadRequestSchema('addressBookImports');

export const addressBookImportStatuses = csvImportStatuses;
export type AddressBookImportStatus = (typeof addressBookImportStatuses)[number];

/** What became of a row: a new entry, an existing one changed or left as it was, or nothing (refused). */
export const importRowOutcomes = ['created', 'updated', 'unchanged', 'refused'] as const;
export type ImportRowOutcome = (typeof importRowOutcomes)[number];

/** An entry of the site that may be the same place or receiver (the duplicates check of H21). */
export const importDuplicateSchema = z.object({ id: z.string(), name: z.string(), addressText: z.string() });

export const addressBookImportRowSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.int(),
  name: z.string(),
  outcome: z.enum(importRowOutcomes),
  /** The entry made or matched; null for a refused row. */
  entryId: z.string().nullable(),
  /** Why a refused row was not imported, each as "column: message". */
  problems: z.array(z.string()),
  /** What was read other than as written (the row is still imported), to check. */
  warnings: z.array(z.string()),
  /** Other entries of the site with the same name or the same address. */
  duplicates: z.array(importDuplicateSchema),
  /** A refused row's cells as the file had them, to give back with the reasons; empty for the others. */
  values: z.array(z.string()),
});
export type AddressBookImportRow = z.infer<typeof addressBookImportRowSchema>;

export const addressBookImportSchema = csvImportSchema({
  /** Data rows of the file (the header not counted). */
  rowsTotal: z.int(),
  /** Rows read and settled so far, refused ones included: the progress. */
  rowsDone: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  refused: z.int(),
  /** The file's header as written: the columns of the refused rows' values. */
  header: z.array(z.string()),
  /** Every row's outcome, in file order, once the import has finished (empty until then). */
  rows: z.array(addressBookImportRowSchema),
});
export type AddressBookImport = z.infer<typeof addressBookImportSchema>;
export const addressBookImportResponseSchema = z.object({ data: addressBookImportSchema });
export const addressBookImportIdParamsSchema = csvImportIdParamsSchema;
