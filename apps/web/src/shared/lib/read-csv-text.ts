/**
 * A CSV file's text. UTF-8 (its byte order mark dropped) when the file is UTF-8; otherwise Windows-1252, the
 * encoding Excel on Windows saves "CSV (Comma delimited)" in, so "Café" and "O’Brien" arrive as typed rather than
 * with replacement characters.
 */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
