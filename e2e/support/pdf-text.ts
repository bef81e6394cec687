import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as the app serves it (PDFKit, standard fonts): each content stream inflated, then the
 * hex strings of its TJ operations decoded, joined by spaces. Enough to check what a document prints.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = pdf.subarray(start, end).toString('latin1');
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(array ?? '').matchAll(/<([0-9a-f]*)>/g)].map(([, h]) => h ?? '').join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs.join(' ');
}
