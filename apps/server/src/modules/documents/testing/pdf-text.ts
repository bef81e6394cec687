import { inflateSync } from 'node:zlib';

/**
 * Reads an uncompressed PDFKit PDF well enough for tests: the text of each TJ operation (PDFKit writes the
 * standard fonts' text as hex strings) and each page's size. Not a general PDF parser.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const [, array] of source.matchAll(/\[([^\]]*)\] TJ/g)) {
    const hexes = [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => hex ?? '');
    runs.push(Buffer.from(hexes.join(''), 'hex').toString('latin1'));
  }
  return runs;
}

/** [width, height] in points of every page, in order. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => [
    Number(w),
    Number(h),
  ]);
}

/** The text runs of a PDF as served (its content streams deflated), joined by spaces. */
export function servedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: Buffer[] = [];
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)));
    } catch {
      // not deflated (an image or an uncompressed stream): read as it is
      streams.push(pdf.subarray(start, end));
    }
  }
  return pdfTextRuns(Buffer.concat(streams)).join(' ');
}
