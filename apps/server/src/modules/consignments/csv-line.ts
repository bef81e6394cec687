/**
 * One RFC 4180 CSV record ending in CRLF. A cell that a spreadsheet would run as a formula (=, +, -, @, tab or
 * CR first) is prefixed with an apostrophe, so an exported name can never execute in the reader's spreadsheet.
 */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
