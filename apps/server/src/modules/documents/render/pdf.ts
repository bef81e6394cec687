import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../platform/documents/pdf-bytes';
import { drawFitted, fitText } from './fit-text';
import { printable } from './printable';

export type Pdf = PDFKit.PDFDocument;

/** PDF points per millimetre. */
export const MM = 72 / 25.4;
export const mm = (value: number) => value * MM;

export const A4: [number, number] = [595.28, 841.89];
export const LABEL_100X150: [number, number] = [mm(100), mm(150)];

export interface RenderOptions {
  /** Uncompressed streams make the text readable to tests; production compresses. */
  compress?: boolean;
}

// The fourteen standard fonts are named directly: a font registered under an alias is parsed again for every
// document by PDFKit, which cost over a third of a label's time.
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** A PDF with no automatic page, and its bytes once `end()` is called. */
export function createPdf(title: string, options: RenderOptions = {}): { doc: Pdf; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: title, Creator: 'Freight Shipping' },
  });
  return { doc, bytes: pdfBytes(doc) };
}

/** One line of text cut with an ellipsis to fit its width. */
export function line(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  font: string,
  size: number,
  align: 'left' | 'right' | 'center' = 'left',
): void {
  // PDFKit cuts with an ellipsis only at a height limit; one line's height keeps long names on one line.
  doc
    .font(font)
    .fontSize(size)
    .text(printable(text), x, y, { width, height: size * 1.1, ellipsis: true, align });
}

/**
 * One line shrunk (down to `minSize`) to fit its width, for text that may be cut at its least size (a
 * carrier's name in a header). Names and addresses that must stay whole use `fit-text` instead.
 */
export function fitLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  font: string,
  size: number,
  minSize: number,
): void {
  const fitted = fitText(doc, text, width, { font, size, minSize, maxLines: 1 });
  if (fitted.lines.length === 1) drawFitted(doc, fitted, x, y, width);
  else line(doc, text, x, y + (size - minSize) * 0.8, width, font, minSize);
}
