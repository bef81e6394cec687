import { toCsvLine } from './csv';
import type { ImportRow } from './import-rows';

export const REFUSED_ROWS_NAME = 'address-book-refused-rows.csv';

/**
 * The rows that were not imported, as the file had them plus a "problems" column with the reasons: fixed in a
 * spreadsheet, the file can be imported again as it is (the extra column is ignored).
 */
export function refusedRowsCsv(header: readonly string[], rows: readonly ImportRow[]): string {
  const lines = [toCsvLine([...header, 'problems'])];
  for (const row of rows) {
    const values = header.map((_, index) => row.values?.[index] ?? '');
    lines.push(toCsvLine([...values, row.problems.join('; ')]));
  }
  return `${lines.join('\r\n')}\r\n`;
}
