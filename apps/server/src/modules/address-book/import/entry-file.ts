import {
  ADDRESS_BOOK_IMPORT_MAX_BYTES,
  ADDRESS_BOOK_IMPORT_MAX_ROWS,
  addressBookImportMessages as messages,
  type AddressBookImportRow,
} from '@freight/contracts';
import { checkImportRows, readImportHeader } from '@freight/rules';
import type { PendingEntryRow } from '../../../db/schema';
import { AppError } from '../../../platform/errors/app-error';
import { readCsvFile } from '../../../platform/imports/csv-file';

export const CSV_POINTER = '/data/attributes/csv';

/** A row refused before anything was saved. */
export const refusedRow = (
  row: { line: number; name: string; warnings: string[]; values: string[] },
  problems: string[],
) =>
  ({
    row: row.line,
    name: row.name,
    outcome: 'refused',
    entryId: null,
    problems,
    warnings: row.warnings,
    duplicates: [],
    values: row.values,
  }) satisfies AddressBookImportRow;

/**
 * Reads an address book file in the request: a problem of the whole file is a 422 at the CSV (nothing is
 * kept); each row is checked on its own, and refused rows are answered with their reasons.
 */
export function readEntryFile(csv: string): {
  header: string[];
  pending: PendingEntryRow[];
  refused: AddressBookImportRow[];
  total: number;
} {
  const { header, records } = readCsvFile(
    csv,
    { maxBytes: ADDRESS_BOOK_IMPORT_MAX_BYTES, maxRows: ADDRESS_BOOK_IMPORT_MAX_ROWS },
    messages,
    CSV_POINTER,
  );
  const columns = readImportHeader(header.fields);
  if (!columns.ok)
    throw AppError.validation([{ pointer: CSV_POINTER, detail: messages.missingColumns(columns.missing) }]);
  const rows = checkImportRows(
    columns.positions,
    header.fields.length,
    records.map((record) => ({ line: record.row, values: record.fields })),
  );
  const pending: PendingEntryRow[] = [];
  const refused: AddressBookImportRow[] = [];
  for (const [i, row] of rows.entries()) {
    const values = records[i]?.fields ?? [];
    if (row.draft)
      pending.push({ line: row.line, name: row.name, warnings: row.warnings, draft: row.draft, values });
    else refused.push(refusedRow({ ...row, values }, row.problems));
  }
  return { header: header.fields, pending, refused, total: records.length };
}
