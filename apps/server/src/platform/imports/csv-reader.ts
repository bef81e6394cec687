/**
 * Reads CSV text as spreadsheets write it (RFC 4180): a UTF-8 byte order mark is dropped, the delimiter is the
 * comma, the semicolon or the tab (whichever the header uses most: a spreadsheet saved as tab-delimited text),
 * fields may be quoted (a quote inside doubled, line breaks inside allowed), lines end in CRLF or LF. Blank lines
 * are skipped, and so are lines of empty cells only (`,,,,`), which spreadsheets write for rows that were once
 * formatted or cleared.
 */
export interface CsvRecord {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; unclosedQuoteRow: number };

type Delimiter = ',' | ';' | '\t';

function delimiterOf(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  // the comma unless another is used more (ties go to the comma, then the semicolon)
  const ranked: Delimiter[] = [',', ';', '\t'];
  return ranked.reduce((best, next) => (counts[next] > counts[best] ? next : best));
}

export function readCsv(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let row = 1;
  let quotedFrom = 0;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value.trim() !== '')) records.push({ row, fields });
    row++;
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && field === '') {
      quotedFrom = row;
      let j = i + 1;
      let value = '';
      for (;;) {
        const next = text.indexOf('"', j);
        if (next < 0) return { ok: false, unclosedQuoteRow: quotedFrom };
        value += text.slice(j, next);
        if (text[next + 1] === '"') {
          value += '"';
          j = next + 2;
        } else {
          j = next + 1;
          break;
        }
      }
      // text after the closing quote, up to the delimiter, is kept as written
      let k = j;
      while (k < text.length && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
      field = value + text.slice(j, k);
      i = k;
      continue;
    }
    if (ch === delimiter) {
      fields.push(field);
      field = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      let k = i;
      while (k < text.length && text[k] !== delimiter && text[k] !== '\n' && text[k] !== '\r') k++;
      field += text.slice(i, k);
      i = k;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records };
}
