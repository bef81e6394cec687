import type { AddressBookImportRow } from '@freight/contracts';
import { toCsvLine } from './csv';

export const REFUSED_ROWS_NAME = 'address-book-refused-rows.csv';

/**
 * The rows that were not imported, as the file had them (the server gives them back) plus a "problems" column
 * with the reasons: fixed in a spreadsheet, the file can be imported again as it is (the extra column is
 * ignored).
 */
export function refusedRowsCsv(header: readonly string[], rows: readonly AddressBookImportRow[]): string {
  const lines = [toCsvLine([...header, 'problems'])];
  for (const row of rows) {
    if (row.outcome !== 'refused') continue;
    const values = header.map((_, index) => row.values[index] ?? '');
    lines.push(toCsvLine([...values, row.problems.join('; ')]));
  }
  return `${lines.join('\r\n')}\r\n`;
}
