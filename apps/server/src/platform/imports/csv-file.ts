import { AppError } from '../errors/app-error';
import { readCsv, type CsvRecord } from './csv-reader';

export interface CsvFileLimits {
  maxBytes: number;
  /** Data rows, the header not counted. */
  maxRows: number;
}

export interface CsvFileMessages {
  tooLarge: string;
  unclosedQuote: (row: number) => string;
  empty: string;
  tooManyRows: string;
}

/**
 * An import file read in the request: a problem of the whole file (too large, an unclosed quote, no rows, too
 * many rows) is a 422 at `pointer`, so nothing is kept of a file that cannot be read.
 */
export function readCsvFile(
  csv: string,
  limits: CsvFileLimits,
  messages: CsvFileMessages,
  pointer: string,
): { header: CsvRecord; records: CsvRecord[] } {
  const problem = (detail: string) => AppError.validation([{ pointer, detail }]);
  if (Buffer.byteLength(csv, 'utf8') > limits.maxBytes) throw problem(messages.tooLarge);
  const read = readCsv(csv);
  if (!read.ok) throw problem(messages.unclosedQuote(read.unclosedQuoteRow));
  const [header, ...records] = read.records;
  if (!header || records.length === 0) throw problem(messages.empty);
  if (records.length > limits.maxRows) throw problem(messages.tooManyRows);
  return { header, records };
}
