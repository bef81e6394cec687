/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted when they hold commas, quotes or
 * line breaks, with doubled quotes inside. A leading byte-order mark and blank lines are ignored.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(field);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

const needsQuotes = /[",\r\n]/;

/** One CSV line; fields are quoted only when they need to be. */
export function toCsvLine(values: readonly string[]): string {
  return values
    .map((value) => (needsQuotes.test(value) ? `"${value.replace(/"/g, '""')}"` : value))
    .join(',');
}
