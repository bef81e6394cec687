import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { AddressBookImportRow, AddressBookImportStatus } from '@freight/contracts';
import type { ImportDraft } from '@freight/rules';
import { instant, createdAt } from './columns';
import { importColumns } from './import-columns';

/** A row of an address book file that passed its own checks, waiting for the job to save it. */
export interface PendingEntryRow {
  line: number;
  name: string;
  warnings: string[];
  draft: ImportDraft;
  /** The row's cells as the file had them, given back if the job refuses the row. */
  values: string[];
}

/**
 * An address book import of a CSV file for a site. The rows that passed their checks wait in `rows` for the
 * background job, which saves them a batch per transaction and counts its progress here (`rowsSaved`), so a
 * retried job carries on after the last batch saved. `results` holds every row's outcome as it is settled.
 */
export const addressBookImports = pgTable(
  'address_book_imports',
  {
    ...importColumns<AddressBookImportStatus>('queued'),
    rowsTotal: integer('rows_total').notNull(),
    /** Rows refused on reading, before the job. */
    rowsRefusedOnReading: integer('rows_refused_on_reading').notNull(),
    /** Of the pending rows, how many the job has settled so far: where a retried job carries on. */
    rowsSaved: integer('rows_saved').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The file's header as written. */
    header: jsonb('header').$type<string[]>().notNull(),
    results: jsonb('results').$type<AddressBookImportRow[]>().notNull().default([]),
    /** The rows still to save; emptied when the job finishes. */
    rows: jsonb('rows').$type<PendingEntryRow[]>().notNull(),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('address_book_imports_site_idx').on(t.siteId, t.createdAt.desc())],
);
