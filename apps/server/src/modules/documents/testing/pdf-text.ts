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
